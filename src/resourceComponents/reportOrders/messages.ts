/** Texts of the report order screens, served as `kabinet.reportOrders.<name>`. */
export default {
  created: 'Заказ отчёта «%{name}» создан',
  updated: 'Заказ отчёта «%{name}» сохранён',
  createFailed: 'Не удалось создать заказ отчёта. Попробуйте позже',
  updateFailed: 'Не удалось сохранить заказ отчёта. Попробуйте позже',

  postviews: 'Post-view (XLSX)',
  postviewsTitle: 'Post-view конверсии аккаунта',
  postviewsHint:
    'Колонки по умолчанию: время, событие, тип конверсии, всего конверсий, уникальных, конверсий и уникальных после кампании',
  postviewsReady: 'Файл «%{name}» скачан',
  postviewsFailed: 'Не удалось выгрузить post-view конверсии. Попробуйте позже',
  download: 'Скачать',
};
