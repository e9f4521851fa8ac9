/** Texts of the notification groups' screens, served as `kabinet.notificationGroups.<name>` (docs/product.md#errors). */
export default {
  updateFailed: 'Не удалось сохранить настройки уведомлений. Попробуйте позже',
};
