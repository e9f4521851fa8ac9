/** The texts of a spreadsheet export; only an export loads them (not the shell's messages). */
export const EXPORT_MESSAGES = {
  done: 'Файл «%{name}» сохранён',
  failed: 'Не удалось выгрузить список. Попробуйте ещё раз',
  /** The file's name when the list has none that file systems accept. */
  defaultName: 'Экспорт',
  sheet: 'Лист1',
  aborted: 'Экспорт отменён',
  writeFailed: 'Ошибка записи файла',
};
