/** Texts of the companion screens' actions, served as `kabinet.companions.<name>` (docs/product.md#validation, #errors). */
export default {
  created: 'Компаньон %{name} создан',
  createFailed: 'Не удалось создать компаньон. Попробуйте позже',
  updateFailed: 'Не удалось сохранить изменения компаньона. Попробуйте позже',
  deleteFailed: 'Не удалось удалить компаньон. Попробуйте позже',

  enable: 'Включить',
  disable: 'Выключить',
  turnedOn: 'Компаньон %{name} включён',
  turnedOff: 'Компаньон %{name} выключен',
  statusFailed: 'Не удалось изменить статус компаньона. Попробуйте позже',
  bulkEnabled: 'Включено компаньонов: %{smart_count}',
  bulkDisabled: 'Выключено компаньонов: %{smart_count}',
  bulkPartlyFailed: 'Не удалось изменить статус компаньонов: %{smart_count}. Попробуйте позже',

  scoreEdit: 'Изменить оценку',
  scoreTitle: 'Оценка компаньона %{name}',
  scoreSaved: 'Оценка компаньона %{name}: %{score}',
  scoreFailed: 'Не удалось изменить оценку компаньона. Попробуйте позже',
};
