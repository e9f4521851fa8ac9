/** Texts of the companion screens' actions, served as `kabinet.companions.<name>` (docs/product.md#validation, #errors). */
export default {
  created: 'Компаньон %{name} создан',
  createFailed: 'Не удалось создать компаньон. Попробуйте позже',
  updateFailed: 'Не удалось сохранить изменения компаньона. Попробуйте позже',
  deleteFailed: 'Не удалось удалить компаньон. Попробуйте позже',

  transitions: {
    true: { label: 'Включить', done: 'Компаньон %{name} включён', doneMany: 'Включено компаньонов: %{smart_count}' },
    false: {
      label: 'Выключить',
      done: 'Компаньон %{name} выключен',
      doneMany: 'Выключено компаньонов: %{smart_count}',
    },
    failed: 'Не удалось изменить статус компаньона. Попробуйте позже',
    partlyFailed: 'Не удалось изменить статус компаньонов: %{smart_count}. Попробуйте позже',
  },

  scoreEdit: 'Изменить оценку',
  scoreTitle: 'Оценка компаньона %{name}',
  scoreSaved: 'Оценка компаньона %{name}: %{score}',
  scoreFailed: 'Не удалось изменить оценку компаньона. Попробуйте позже',
};
