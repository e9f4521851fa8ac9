/** Texts of the notification screens, served as `kabinet.notificationGroups.<name>` (docs/product.md#errors). */
export default {
  updateFailed: 'Не удалось сохранить настройки уведомлений. Попробуйте позже',

  unread: '%{smart_count} новое |||| %{smart_count} новых |||| %{smart_count} новых',
  noUnread: 'Нет новых',

  feedSummary: 'Новых: %{unread} из %{total}',
  feedOnlyNew: 'Только новые',
  feedEmpty: 'Уведомлений пока нет',
  feedEmptyNew: 'Новых уведомлений нет: всё прочитано',
  feedFailed: 'Не удалось загрузить уведомления. Попробуйте позже',
  feedRetry: 'Повторить',
  markRead: 'Отметить прочитанным',
  markedRead: 'Уведомление «%{title}» отмечено прочитанным',
  markReadFailed: 'Не удалось отметить уведомление прочитанным. Попробуйте позже',
  markAllRead: 'Отметить все прочитанными',
  markedAllRead: 'Отмечено прочитанными: %{smart_count}',
  markAllReadFailed: 'Не удалось отметить уведомления прочитанными. Попробуйте позже',
  statusNew: 'Новое',
  perPage: 'На странице:',
  levels: {
    info: 'Информация',
    warning: 'Предупреждение',
    error: 'Ошибка',
  },
};
