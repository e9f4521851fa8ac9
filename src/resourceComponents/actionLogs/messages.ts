/** Texts of the action logger, served as `kabinet.actionLogs.<name>` (docs/product.md#errors). */
export default {
  loadFailed: 'Не удалось загрузить логи',
};
