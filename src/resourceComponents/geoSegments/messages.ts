/** Save texts of the geoSegments screens, served as `kabinet.geoSegments.<name>`. */
export default {
  created: 'Гео-сегмент «%{name}» создан',
  updated: 'Гео-сегмент «%{name}» сохранён',
  createFailed: 'Не удалось создать гео-сегмент. Попробуйте позже',
  updateFailed: 'Не удалось сохранить гео-сегмент. Попробуйте позже',
};
