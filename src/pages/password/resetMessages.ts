/**
 * The password reset screen's own texts: here, not in the shell's catalogue, so that they load with
 * the screen (it is opened from an e-mail, never from a cabinet). The notices it leaves on the
 * sign-in screen (done, link expired) stay in the shell's catalogue, which that screen reads.
 */
export const RESET_MESSAGES = {
  heading: 'Новый пароль',
  hint: 'Придумайте новый пароль для входа в личный кабинет',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите пароль',
  passwordsDiffer: 'Пароли не совпадают',
  submit: 'Сохранить пароль',
  failed: 'Не удалось изменить пароль. Попробуйте позже',
  linkCheckFailed: 'Не удалось проверить ссылку для восстановления пароля. Попробуйте позже',
  retry: 'Повторить',
};
