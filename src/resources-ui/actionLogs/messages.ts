/** Texts of the action logger, served as `kabinet.actionLogs.<name>` (SPEC.md §8). */
export default {
  loadFailed: 'Не удалось загрузить логи',
  from: 'Время с',
  to: 'Время по',
};
