/** Texts of the campaign screens' actions, served as `kabinet.campaigns.<name>`. */
export default {
  // The run status's buttons, by state (the schema's transitions; src/engine/actions/declared/derivedTransitions.ts).
  transitions: {
    active: {
      label: 'Запустить',
      done: 'Кампания «%{name}»: запущена',
      doneMany: 'Статус изменён у кампаний: %{smart_count}',
    },
    paused: {
      label: 'Приостановить',
      done: 'Кампания «%{name}»: приостановлена',
      doneMany: 'Статус изменён у кампаний: %{smart_count}',
    },
    stopped: {
      label: 'Остановить',
      done: 'Кампания «%{name}»: остановлена',
      doneMany: 'Остановлено кампаний: %{smart_count}',
      confirm: 'Остановить кампанию «%{name}»?',
      confirmMany: 'Остановить выбранные кампании (%{smart_count})?',
      confirmContent: 'Остановленную кампанию нельзя запустить снова — только скопировать.',
    },
    skipped: 'Пропущено кампаний: %{smart_count} (%{reason})',
    failed: 'Не удалось изменить статус кампании. Попробуйте позже',
  },

  copy: 'Копировать',
  copyTitle: 'Копирование кампании «%{name}»',
  copyHint: 'Копия создаётся приостановленной, со всеми настройками исходной кампании.',
  copyNameDefault: '%{name} (копия)',
  copied: 'Создана копия «%{name}»',
  copiedWithCreatives: 'Создана копия «%{name}», скопировано креативов: %{smart_count}',
  copyFailed: 'Не удалось скопировать кампанию. Попробуйте позже',

  segments: 'Сегменты',
  segmentsTitle: 'Сегменты аудитории кампании «%{name}»',
  segmentsSize: '%{size} пользователей',
  segmentsSaved: 'Сегменты кампании сохранены',
  segmentsFailed: 'Не удалось сохранить сегменты. Попробуйте позже',
  segmentsLoadFailed: 'Не удалось загрузить сегменты: выбор недоступен',

  xlsx: 'Скачать XLSX',
  xlsxList: 'Выгрузить в XLSX',
  xlsxSelected: 'Выгрузить выбранные',
  xlsxFailed: 'Не удалось выгрузить файл. Попробуйте позже',
  xlsxReady: 'Файл %{name} скачан',
  xlsxFile: 'Кампания %{name}',
  xlsxListFile: 'Кампании',
  xlsxSelectedFile: 'Кампании (выбранные)',

  creatives: 'Креативы кампании',
  save: 'Сохранить',
};
