/** Texts of the campaign group screens' actions, served as `kabinet.groups.<name>`. */
export default {
  patch: 'Изменить кампании',
  patchTitle: 'Изменить все кампании группы «%{name}»',
  patchHint: 'Заполненные поля заменят эти настройки во всех кампаниях группы. Пустые поля не меняются.',
  patchEmpty: 'Заполните хотя бы одно поле — иначе менять нечего',
  patched: 'Изменено кампаний группы: %{smart_count}',
  patchFailed: 'Не удалось изменить кампании группы. Попробуйте позже',
  campaigns: 'Кампании группы',
  xlsxList: 'Выгрузить в XLSX',
  // The run status's buttons, by state (the schema's transition; src/engine/actions/declared/derivedTransitions.ts).
  transitions: {
    active: { label: 'Запустить', done: 'Группа «%{name}»: запущена' },
    paused: { label: 'Приостановить', done: 'Группа «%{name}»: приостановлена' },
    stopped: {
      label: 'Остановить',
      done: 'Группа «%{name}»: остановлена',
      confirm: 'Остановить группу «%{name}»?',
      confirmContent: 'Кампании остановленной группы не показываются. Запустить её снова нельзя.',
    },
    failed: 'Не удалось изменить статус группы. Попробуйте позже',
  },
  members: 'Состав группы',
  membersTitle: 'Состав группы «%{name}»',
  membersHint: 'Выбранные кампании войдут в группу (покинув прежние), остальные выйдут из неё.',
  membersSaved: 'Состав группы сохранён. Перенесено кампаний: %{smart_count}',
  membersFailed: 'Не удалось изменить состав группы. Попробуйте позже',
  apply: 'Применить',
};
