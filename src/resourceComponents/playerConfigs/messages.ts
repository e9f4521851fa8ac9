/** Texts of the player config card, served as `kabinet.playerConfigs.<name>`. */
export default {
  created: 'Конфигурация плеера «%{name}» создана',
  updated: 'Конфигурация плеера «%{name}» сохранена',
  createFailed: 'Не удалось создать конфигурацию плеера. Попробуйте позже',
  updateFailed: 'Не удалось сохранить конфигурацию плеера. Попробуйте позже',

  preview: 'Предпросмотр',
  previewTitle: 'Плеер «%{name}»',
  previewHint: 'Так плеер выглядит с сохранёнными настройками; видео заменено заставкой того же размера',
  previewFailed: 'Не удалось построить предпросмотр. Попробуйте позже',
};
