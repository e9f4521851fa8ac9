/** Texts of the catalogue dialog: they load with it, not with the cabinet's first screen. */
export const BUNDLE_CATALOGUE_MESSAGES = {
  button: 'Из каталога',
  title: (name: string) => `Приложения из каталога DMP — «${name}»`,
  hint: 'Приложения, о пользователях которых знает DMP, по категориям магазина приложений. Бандлы, уже добавленные в сегмент, отмечены.',
  category: 'Категория',
  allCategories: 'Все категории',
  submit: 'Добавить выбранные',
  nothing: 'Не выбрано ни одного приложения',
  empty: 'В этой категории нет приложений для этой платформы',
  users: (n: string) => `${n} польз.`,
  failed: 'Не удалось загрузить каталог приложений. Попробуйте позже',
  addFailed: 'Не удалось добавить бандлы. Попробуйте позже',
  added: (n: number, name: string, users: string) =>
    `В сегмент «${name}» добавлено бандлов: ${n}; пользователей: ${users}`,
};
