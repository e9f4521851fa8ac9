// Texts of the answers the server may send without words of its own (the platform does).
export const FAILURE_MESSAGES = {
  forbidden: 'Недостаточно прав для выполнения действия',
  notFound: 'Запись не найдена',
  /** A declared action whose resource file gives no failure text of its own. */
  actionFailed: 'Не удалось выполнить действие. Попробуйте позже',
  tooManyLater: 'Слишком много запросов. Повторите позже',
  tooManyIn: (seconds: number) => `Слишком много запросов. Повторите через ${seconds} с`,
};
