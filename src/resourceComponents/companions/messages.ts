/** Texts of the companion screens' actions, served as `kabinet.companions.<name>` (docs/product.md#validation, #errors). */
export default {
  created: 'Компаньон %{name} создан',
  createFailed: 'Не удалось создать компаньон. Попробуйте позже',
  updateFailed: 'Не удалось сохранить изменения компаньона. Попробуйте позже',
  deleteFailed: 'Не удалось удалить компаньон. Попробуйте позже',

  enabled: 'Включён',
  disabled: 'Выключен',
  enable: 'Включить',
  disable: 'Выключить',
  turnedOn: 'Компаньон %{name} включён',
  turnedOff: 'Компаньон %{name} выключен',
  statusFailed: 'Не удалось изменить статус компаньона. Попробуйте позже',
  bulkEnabled: 'Включено компаньонов: %{smart_count}',
  bulkDisabled: 'Выключено компаньонов: %{smart_count}',
  bulkPartlyFailed: 'Не удалось изменить статус компаньонов: %{smart_count}. Попробуйте позже',

  scoreEdit: 'Изменить оценку',
  scoreLabel: 'Оценка от 0 до 100',
  scoreHint: 'Чем выше оценка, тем чаще компаньон выбирается среди подходящих по размеру',
  scoreInvalid: 'Оценка — целое число от 0 до 100',
  scoreSaved: 'Оценка компаньона %{name}: %{score}',
  scoreFailed: 'Не удалось изменить оценку компаньона. Попробуйте позже',
  save: 'Сохранить',
  cancel: 'Отмена',
};
