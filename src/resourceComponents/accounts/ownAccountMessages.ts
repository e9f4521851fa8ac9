/** Texts of an account cabinet's own account screen (OwnAccountPage), loaded with it. */
export const OWN_ACCOUNT_TEXTS = {
  title: 'Мой аккаунт',
  loading: 'Загружаем аккаунт…',
  failed: 'Не удалось загрузить аккаунт. Попробуйте позже',
};
