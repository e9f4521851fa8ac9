/** Texts of the agency screens' own actions, served as `kabinet.agencies.<name>`. */
export default {
  created: 'Агентство «%{name}» создано',
  updated: 'Агентство «%{name}» сохранено',
  // docs/product.md#errors retry-later texts of a failed save (no answer, a server failure).
  createFailed: 'Не удалось создать агентство. Попробуйте позже',
  updateFailed: 'Не удалось сохранить агентство. Попробуйте позже',
  selfService: {
    button: 'Самообслуживание',
    title: 'Настройки самообслуживания «%{name}»',
    hint: 'Минимальный CPM — нижняя граница ставки в кампаниях агентства, работающего по модели самообслуживания.',
    onlySelfService: 'Доступно агентствам на самообслуживании',
    submit: 'Сохранить',
    saved: 'Минимальный CPM агентства «%{name}» сохранён: %{amount}',
    failed: 'Не удалось сохранить настройки самообслуживания. Попробуйте позже',
  },
};
