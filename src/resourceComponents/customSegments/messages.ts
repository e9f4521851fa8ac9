/** Texts of the custom segment form, served as `kabinet.customSegments.<name>`. */
export default {
  created: 'Сегмент «%{name}» создан',
  updated: 'Сегмент «%{name}» сохранён',
  createFailed: 'Не удалось создать сегмент. Попробуйте позже',
  updateFailed: 'Не удалось сохранить сегмент. Попробуйте позже',
};
