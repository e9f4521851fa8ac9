/** Texts of the creative screens' actions, served as `kabinet.creatives.<name>` (docs/product.md#validation, #errors). */
export default {
  conflict: 'Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию',
  price: 'Изменить цену',
  priceTitle: 'Изменить цену креатива «%{name}»',
  bulkPriceTitle: 'Изменить цену выбранных креативов (%{smart_count})',
  priceHint: 'Заполните CPM, тип вознаграждения или оба поля.',
  priceEmpty: 'Не заполнено ни одно поле: укажите CPM или тип вознаграждения',
  priceSaved: 'Цена креатива «%{name}» изменена',
  bulkPriceSaved: 'Цена изменена у креативов: %{smart_count}',
  priceFailed: 'Не удалось изменить цену. Попробуйте позже',

  links: 'Родитель',
  linksTitle: 'Родительский креатив для «%{name}»',
  linksHint: 'Дочерний креатив показывает цену родителя. Родитель не может сам быть дочерним.',
  linkParent: 'Родительский креатив',
  link: 'Привязать',
  unlink: 'Отвязать от родителя',
  unlinkChildren: 'Отвязать дочерние',
  bulkLinkTitle: 'Привязать выбранные креативы (%{smart_count}) к родителю',
  linked: 'Привязано креативов: %{smart_count}',
  unlinked: 'Отвязано креативов: %{smart_count}',
  linksFailed: 'Не удалось изменить связи креативов. Попробуйте позже',

  xlsxList: 'Выгрузить в XLSX',
  xlsxListFile: 'Креативы',
  cancel: 'Отмена',
  save: 'Сохранить',
};
