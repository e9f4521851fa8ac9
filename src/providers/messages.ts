/** Texts of the API client's own failures, when the server has no words for them. */
export const PROVIDER_MESSAGES = {
  offline: 'Нет связи с сервером. Проверьте подключение и повторите попытку',
  status: (status: number) => `Ошибка ${status}`,
  noToken: 'Нет токена в ответе',
  uploadAborted: 'Загрузка отменена',
};
