/** Texts of the panel segment screens, served as `kabinet.panelSegments.<name>`. */
export default {
  created: 'Панельный сегмент «%{name}» создан',
  updated: 'Панельный сегмент «%{name}» сохранён',
  createFailed: 'Не удалось создать панельный сегмент. Попробуйте позже',
  updateFailed: 'Не удалось сохранить панельный сегмент. Попробуйте позже',

  reach: 'Оценить охват',
  reachDone: 'Охват сегмента «%{name}»: %{users} пользователей',
  reachFailed: 'Не удалось оценить охват. Попробуйте позже',
};
