/** Texts of the audience portrait card, served as `kabinet.audiencePortraits.<name>`. */
export default {
  created: 'Портрет «%{name}» построен',
  updated: 'Портрет «%{name}» сохранён',
  createFailed: 'Не удалось создать портрет аудитории. Попробуйте позже',
  updateFailed: 'Не удалось сохранить портрет аудитории. Попробуйте позже',
};
