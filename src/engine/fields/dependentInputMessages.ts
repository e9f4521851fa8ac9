/** Texts of the inputs that depend on a sibling field (x-dictionary-by, x-offered-fields, x-reference-filter), loaded with them (a lazy chunk). */
export const DEPENDENT_INPUT_TEXTS = {
  chooseFirst: (sibling: string) => `Сначала выберите: ${sibling}`,
  offeredFailed: (object: string) =>
    `Не удалось загрузить, какие поля «${object}» доступны. Показаны все; попробуйте позже`,
};
