/** Save texts of the ordCreatives screens, served as `kabinet.ordCreatives.<name>`. */
export default {
  created: 'Креатив «%{name}» зарегистрирован в ОРД, токен %{erid}',
  updated: 'Креатив «%{name}» сохранён',
  createFailed: 'Не удалось создать креатив. Попробуйте позже',
  updateFailed: 'Не удалось сохранить креатив. Попробуйте позже',
};
