/** Texts of the geo tree picker, loaded with it (a lazy chunk), not with the first screen. */
export const GEO_TREE_TEXTS = {
  expand: (name: string) => `Показать регионы: ${name}`,
  collapse: (name: string) => `Скрыть регионы: ${name}`,
  loading: 'Загружаем регионы…',
  chosen: (count: number) => `Выбрано регионов: ${count}`,
  nothing: 'Регионы не выбраны',
};
