/** Texts of the bid logger, served as `kabinet.bidLogs.<name>` (docs/product.md#states, #errors). */
export default {
  start: 'Запустить логирование',
  startTitle: 'Запуск логирования ставок',
  startHint: 'Биддеры выбранного типа запишут следующие запросы паблишера вместе с решением платформы о ставке.',
  started: 'Логирование ставок запущено: %{publisher}',
  startFailed: 'Не удалось запустить логирование ставок. Попробуйте позже',
  stop: 'Остановить',
  stopTitle: 'Остановить логирование ставок «%{publisher}»?',
  bulkStopTitle: 'Остановить выбранные логирования ставок (%{smart_count})?',
  stopContent: 'Запись запросов прекратится, логирование пропадёт из списка.',
  stopped: 'Логирование ставок остановлено: %{publisher}',
  bulkStopped: 'Остановлено логирований ставок: %{smart_count}',
  stopFailed: 'Не удалось остановить логирование ставок. Попробуйте позже',
};
