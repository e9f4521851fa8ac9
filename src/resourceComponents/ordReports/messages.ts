/** Texts of the ORD report card, served as `kabinet.ordReports.<name>`. */
export default {
  created: 'Отчёт ОРД «%{name}» создан',
  updated: 'Отчёт ОРД «%{name}» сохранён',
  createFailed: 'Не удалось создать отчёт ОРД. Попробуйте позже',
  updateFailed: 'Не удалось сохранить отчёт ОРД. Попробуйте позже',

  send: 'Отправить в ОРД',
  sendTitle: 'Отправить отчёт «%{name}» в ОРД?',
  sendContent: 'После отправки отчёт нельзя будет изменить или удалить.',
  sent: 'Отчёт «%{name}» отправлен в ОРД',
  sendFailed: 'Не удалось отправить отчёт в ОРД. Попробуйте позже',
  statistic: 'Статистика (XLSX)',
  statisticReady: 'Файл «%{name}» скачан',
  statisticFailed: 'Не удалось выгрузить статистику отчёта. Попробуйте позже',
};
