/** Save texts of the geoPresets screens, served as `kabinet.geoPresets.<name>`. */
export default {
  created: 'Гео-пресет «%{name}» создан',
  createFailed: 'Не удалось создать гео-пресет. Попробуйте позже',
};
