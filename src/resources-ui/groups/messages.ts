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
  cancel: 'Отмена',
  apply: 'Применить',
};
