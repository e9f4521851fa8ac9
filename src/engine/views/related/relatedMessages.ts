// Here, not in the engine's catalogue (src/engine/messages.ts): the tables load with the record
// screens whose schema declares them.
export const RELATED_MESSAGES = {
  empty: 'Записей нет',
  nothingToChange: 'Изменять нечего: ни одна запись не может перейти в это состояние',
};
