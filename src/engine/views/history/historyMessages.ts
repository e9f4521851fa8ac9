// Here, not in the engine's catalogue (src/engine/messages.ts): the history loads with its button,
// on record screens only.
export const HISTORY_MESSAGES = {
  open: 'История',
  title: 'История изменений: %{name}',
  titlePlain: 'История изменений',
  empty: 'В журнале нет записей об этой записи.',
  failed: 'Не удалось загрузить логи',
  who: 'Кто',
  when: 'Когда',
  what: 'Что сделано',
  changes: 'Изменения',
  unknownUser: 'неизвестный пользователь',
  noValue: '—',
  secret: 'значение скрыто',
  more: 'Показаны последние %{shown} из %{total}.',
  close: 'Закрыть',
  conflictLink: 'История изменений',
};
