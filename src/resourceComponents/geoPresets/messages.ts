/** Save texts of the geoPresets screens, served as `kabinet.geoPresets.<name>`. */
export default {
  created: 'Гео-пресет «%{name}» создан',
  updated: 'Гео-пресет «%{name}» сохранён',
  createFailed: 'Не удалось создать гео-пресет. Попробуйте позже',
  updateFailed: 'Не удалось сохранить гео-пресет. Попробуйте позже',
};
