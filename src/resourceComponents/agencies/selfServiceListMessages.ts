/** Texts of the self-service agencies' overview, loaded with it (a lazy chunk), not with the first screen. */
export const SELF_SERVICE_LIST_TEXTS = {
  button: 'Минимальный CPM',
  title: 'Агентства на самообслуживании',
  hint: 'Минимальный CPM — нижняя граница ставки в кампаниях агентства. Задаётся на странице агентства, кнопка «Самообслуживание».',
  agency: 'Агентство',
  minimalCPM: 'Минимальный CPM',
  notSet: 'не задан',
  summary: (total: number, notSet: number) =>
    notSet ? `Всего: ${total}, без минимального CPM: ${notSet}` : `Всего: ${total}`,
  none: 'Агентств на самообслуживании нет',
  loading: 'Загружаем агентства…',
  failed: 'Не удалось загрузить агентства на самообслуживании. Попробуйте позже',
  close: 'Закрыть',
};
