/** Texts of the moderation queues' actions, served as `kabinet.moderation.<name>` (docs/product.md#states, #errors). */
export default {
  // A moderator's decision, the state chosen in a form (the schema's transition; src/engine/actions/declared/derivedTransitions.ts).
  transitions: {
    form: {
      label: 'Изменить статус',
      title: 'Статус модерации: «%{name}»',
      titleMany: 'Статус модерации: выбрано %{smart_count}',
      submit: 'Применить',
      done: 'Статус «%{state}» установлен: «%{name}»',
      doneMany: 'Статус «%{state}» установлен у записей: %{smart_count}',
    },
    skipped: 'Оставлено как было: %{smart_count} (%{reason})',
    failed: 'Не удалось изменить статус модерации. Попробуйте позже',
  },
};
