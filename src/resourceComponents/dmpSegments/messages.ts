/** Save texts of the dmpSegments screens, served as `kabinet.dmpSegments.<name>`. */
export default {
  created: 'DMP-сегмент «%{name}» добавлен',
  updated: 'DMP-сегмент «%{name}» сохранён',
  createFailed: 'Не удалось создать DMP-сегмент. Попробуйте позже',
  updateFailed: 'Не удалось сохранить DMP-сегмент. Попробуйте позже',
};
