/** Texts of the notifications' screens and buttons, served as `kabinet.notifications.<name>` (docs/product.md#errors). */
export default {
  /** The schema's transitions to read (src/engine/actions/declared/derivedTransitions.ts). */
  transitions: {
    read: {
      label: 'Отметить прочитанным',
      done: 'Уведомление «%{name}» отмечено прочитанным',
      doneMany: 'Отмечено прочитанными: %{smart_count}',
      labelAll: 'Отметить все прочитанными',
      doneAll: 'Отмечено прочитанными: %{smart_count}',
    },
    failed: 'Не удалось отметить уведомления прочитанными. Попробуйте позже',
    partlyFailed: 'Не удалось отметить прочитанными: %{smart_count}. Попробуйте позже',
  },
};
