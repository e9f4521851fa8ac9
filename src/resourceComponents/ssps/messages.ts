/** Texts of the SSP screens' actions, served as `kabinet.ssps.<name>` (docs/product.md#validation, #errors). */
export default {
  created: 'SSP %{name} успешно создана',
  backToList: 'К списку SSP',
  createFailed: 'Не удалось создать SSP. Попробуйте позже',
  updateFailed: 'Не удалось сохранить изменения SSP. Попробуйте позже',

  transitions: {
    true: { label: 'Включить', done: 'SSP %{name} включена', doneMany: 'Включено SSP: %{smart_count}' },
    false: {
      label: 'Отключить',
      done: 'SSP %{name} отключена',
      doneMany: 'Отключено SSP: %{smart_count}',
      confirm: 'Отключить SSP %{name}?',
      confirmMany: 'Отключить выбранные SSP (%{smart_count})?',
      confirmContent:
        'SSP перестанет получать запросы ставок, кампании не будут закупать её трафик. Включить её можно в любой момент.',
    },
    failed: 'Не удалось изменить статус SSP. Попробуйте позже',
    partlyFailed: 'Не удалось изменить статус SSP: %{smart_count}. Попробуйте позже',
  },

  userMatching: 'Ключ сопоставления пользователей',
  userMatchingTitle: 'Ключ сопоставления пользователей: %{name}',
  userMatchingHint:
    'Ключ передаётся SSP для сопоставления пользователей (cookie sync). После выпуска нового ключа прежний перестаёт действовать.',
  userMatchingNone: 'Ключ ещё не выпущен',
  userMatchingGenerate: 'Выпустить ключ',
  userMatchingRegenerate: 'Выпустить новый ключ',
  userMatchingRegenerateConfirm: 'Прежний ключ перестанет действовать, SSP нужно будет передать новый. Выпустить?',
  userMatchingGenerated: 'Новый ключ сопоставления пользователей выпущен',
  userMatchingCopy: 'Скопировать',
  userMatchingCopied: 'Ключ скопирован в буфер обмена',
  userMatchingCopyFailed: 'Не удалось скопировать ключ: выделите его и скопируйте вручную',
  userMatchingFailed: 'Не удалось получить ключ сопоставления пользователей. Попробуйте позже',
  userMatchingGenerateFailed: 'Не удалось выпустить ключ сопоставления пользователей. Попробуйте позже',

  errorsFailed: 'Не удалось загрузить список ошибок SSP. Попробуйте позже',

  export: 'Экспорт в Excel',
  exported: 'Список SSP выгружен в файл %{file}',
  exportFailed: 'Не удалось выгрузить список SSP. Попробуйте позже',
};
