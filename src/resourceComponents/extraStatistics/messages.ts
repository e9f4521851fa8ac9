/** Texts of the extra statistics screens (generated CRUD), served as `kabinet.extraStatistics.<name>` (docs/product.md#errors). */
export default {
  created: 'Дополнительная статистика «%{event}» сохранена',
  updated: 'Изменения дополнительной статистики сохранены',
  deleted: 'Запись дополнительной статистики удалена',
  loadFailed: 'Не удалось загрузить дополнительную статистику. Попробуйте позже',
  createFailed: 'Не удалось добавить дополнительную статистику. Попробуйте позже',
  updateFailed: 'Не удалось сохранить дополнительную статистику. Попробуйте позже',
  deleteFailed: 'Не удалось удалить дополнительную статистику. Попробуйте позже',
  delete: 'Удалить',
  deleteTitle: 'Удалить запись?',
  deleteContent: 'Запись «%{event}» будет удалена без возможности восстановления.',
};
