// Texts of the answers the server may send without words of its own (the platform does).
export const FAILURE_MESSAGES = {
  forbidden: 'Недостаточно прав для выполнения действия',
  notFound: 'Запись не найдена',
  tooManyLater: 'Слишком много запросов. Повторите позже',
  tooManyIn: (seconds: number) => `Слишком много запросов. Повторите через ${seconds} с`,
};
