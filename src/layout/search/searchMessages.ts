// Here, not in the shell's catalogue (src/i18n/messages.ts): the search loads with its first
// opening, not with the cabinet (the first load's size budget, docs/performance.md).
export const SEARCH_MESSAGES = {
  title: 'Поиск по кабинету',
  input: 'Название или идентификатор записи',
  placeholder: 'Например, «Весенняя распродажа»',
  // The keys by their Russian names: the console speaks Russian only, key captions included.
  hint: 'Стрелки вверх и вниз выбирают запись, клавиша ввода открывает её, клавиша выхода закрывает поиск.',
  recent: 'Недавние',
  noRecent: 'Здесь появятся записи, которые вы открывали из поиска. Начните вводить название.',
  searching: 'Ищем…',
  nothing: 'Ничего не найдено по запросу «%{query}»',
  failed: 'Не удалось выполнить поиск в разделе «%{resource}»',
  results: 'Результаты поиска',
};
