/** Russian texts of the engine's own UI (merged into the i18n provider by src/i18n). */
export const engineMessages = {
  // react-admin's delete dialogs name the resource by its route (management/audience/biglist):
  // the console's name the record, or count the records.
  ra: {
    message: {
      delete_title: 'Удалить «%{recordRepresentation}»?',
      delete_content: 'Запись будет удалена без возможности восстановления.',
      bulk_delete_title:
        'Удалить %{smart_count} запись? |||| Удалить %{smart_count} записи? |||| Удалить %{smart_count} записей?',
      bulk_delete_content:
        'Запись будет удалена без возможности восстановления. |||| Записи будут удалены без возможности восстановления. |||| Записи будут удалены без возможности восстановления.',
    },
  },
  kabinet: {
    field: {
      items: '%{smart_count} элемент |||| %{smart_count} элемента |||| %{smart_count} элементов',
      filled: 'заполнено полей: %{smart_count}',
      json_invalid: 'Неверный JSON',
      add: 'Добавить',
      lines_count: 'Всего: %{count}',
      lines_more: 'и ещё %{count}',
    },
    filter: {
      from: '%{label} с',
      to: '%{label} по',
      from_day: 'С даты',
      to_day: 'По дату',
    },
    list: {
      search: 'Поиск',
      empty: 'Пока ничего нет',
      empty_hint: 'Создайте первую запись кнопкой «Создать».',
      sort: 'Сортировка',
      records: 'Записи',
      range: '%{from}–%{to} из %{count}',
      import: 'Импорт',
      // The selection's bulk edit (src/engine/views/bulkEdit/); its dialog's texts load with it.
      bulk_edit: 'Изменить выбранные',
    },
    // The table of a declared action's answer (src/engine/actions/declared/AnswerDialog.tsx).
    answer: {
      total: 'Всего',
    },
    // Beside a selection's state change, before it is pressed: the selected records it will leave as they are.
    action: {
      will_skip:
        'Будет пропущена %{smart_count} запись: %{records} |||| Будут пропущены %{smart_count} записи: %{records} |||| Будут пропущены %{smart_count} записей: %{records}',
    },
    conflict: {
      notice: 'Запись изменили, пока вы её редактировали. Ваши правки не потеряны.',
      show: 'Показать актуальную версию',
      title: 'Актуальная версия на сервере',
      field: 'Поле',
      server: 'На сервере',
      mine: 'У вас',
      same: 'Отличий в полях формы нет.',
      continue: 'Продолжить с актуальной версией, сохранив мои правки',
      history: 'Кто и что изменил — в истории записи',
    },
    form: {
      saved: 'Изменения сохранены',
      created: 'Запись создана',
      // A new record named by its entity's title and its own name, the participle agreeing with the
      // title's gender the schema declares (x-gender); without one, by its name alone.
      created_record: 'Запись «%{label}» создана',
      created_m: '%{title} «%{label}» создан',
      created_f: '%{title} «%{label}» создана',
      created_n: '%{title} «%{label}» создано',
      draft_restored: 'Восстановлены несохранённые изменения: проверьте и сохраните их',
      opening_saved: 'Запись сохранена, открываем её…',
      create_title: '%{name}: создание',
      // Beside the save button while it waits for a file of the form to reach the storage.
      wait_upload: 'Дождитесь окончания загрузки файла',
    },
  },
};
