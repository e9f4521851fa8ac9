// Here, not in the engine's catalogue (src/engine/messages.ts): the tables load with the record
// screens whose schema declares them.
export const RELATED_MESSAGES = {
  empty: 'Записей нет',
  /** The heading of the rows' operations column. */
  actions: 'Действия',
  nothingToChange: 'Изменять нечего: ни одна запись не может перейти в это состояние',
};
