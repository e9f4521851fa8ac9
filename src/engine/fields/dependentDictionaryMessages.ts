/** Texts of the dependent dictionary picker (x-dictionary-by), loaded with it (a lazy chunk). */
export const DEPENDENT_DICTIONARY_TEXTS = {
  chooseFirst: (parent: string) => `Сначала выберите: ${parent}`,
};
