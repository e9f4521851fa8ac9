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
  // The buttons' words are the campaigns' (kabinet.campaigns.*).
  started: 'Группа «%{name}»: запущена',
  paused: 'Группа «%{name}»: приостановлена',
  stopped: 'Группа «%{name}»: остановлена',
  statusFailed: 'Не удалось изменить статус группы. Попробуйте позже',
  stopTitle: 'Остановить группу «%{name}»?',
  stopContent: 'Кампании остановленной группы не показываются. Запустить её снова нельзя.',
  members: 'Состав группы',
  membersTitle: 'Состав группы «%{name}»',
  membersHint: 'Выбранные кампании войдут в группу (покинув прежние), остальные выйдут из неё.',
  membersSaved: 'Состав группы сохранён. Перенесено кампаний: %{smart_count}',
  membersFailed: 'Не удалось изменить состав группы. Попробуйте позже',
  apply: 'Применить',
};
