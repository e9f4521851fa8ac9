/** Texts of the inventory list's actions, served as `kabinet.inventoryDomains.<name>`. */
export default {
  created: 'Домен %{domain} добавлен',
  updated: 'Домен %{domain} сохранён',
  createFailed: 'Не удалось создать домен. Попробуйте позже',
  updateFailed: 'Не удалось сохранить домен. Попробуйте позже',

  count: 'Запросы за 7 дней',
  countTitle: 'Запросы выбранных доменов за 7 дней',
  countDropped: 'Без оценки доверия и спама (не показаны): %{smart_count}',
  countFailed: 'Не удалось получить число запросов. Попробуйте позже',
  toBigList: 'В большой список',
  toBigListTitle: 'Добавить домены (%{smart_count}) в большой список',
  toBigListDone: 'Домены добавлены в список «%{name}»: значений %{count}',
  toBigListFailed: 'Не удалось добавить домены в список. Попробуйте позже',
};
