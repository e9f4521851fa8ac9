/** Texts of the tree picker (x-tree), loaded with it (a lazy chunk), not with the first screen. */
export const TREE_TEXTS = {
  expand: (name: string) => `Развернуть: ${name}`,
  collapse: (name: string) => `Свернуть: ${name}`,
  loading: 'Загружаем…',
  chosen: (count: number) => `Выбрано: ${count}`,
  nothing: 'Ничего не выбрано',
};
