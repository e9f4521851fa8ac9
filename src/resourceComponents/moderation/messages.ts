/** Texts of the moderation queues' actions, served as `kabinet.moderation.<name>` (docs/product.md#states, #errors). */
export default {
  change: 'Изменить статус',
  dialogTitle: 'Статус модерации: «%{name}»',
  bulkDialogTitle: 'Статус модерации: выбрано %{smart_count}',
  apply: 'Применить',
  changed: 'Статус «%{status}» установлен: «%{name}»',
  bulkChanged: 'Статус «%{status}» установлен у записей: %{smart_count}',
  skipped: 'Оставлено как было: %{smart_count} (%{reason})',
  changeFailed: 'Не удалось изменить статус модерации. Попробуйте позже',
};
