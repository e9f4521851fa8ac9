/** Save texts of the rules screens, served as `kabinet.rules.<name>`. */
export default {
  created: 'Правило «%{name}» создано',
  updated: 'Правило «%{name}» сохранено',
  createFailed: 'Не удалось создать правило. Попробуйте позже',
  updateFailed: 'Не удалось сохранить правило. Попробуйте позже',
};
