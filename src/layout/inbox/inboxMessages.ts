// Here, not in the shell's catalogue: the panel loads when the top bar's bell is first pressed.
export const INBOX_MESSAGES = {
  title: 'Новые уведомления',
  empty: 'Новых уведомлений нет',
  failed: 'Не удалось загрузить уведомления',
  markRead: 'Прочитано',
  markAll: 'Отметить все прочитанными',
  open: 'Открыть запись',
  more: 'и ещё %{count}',
};
