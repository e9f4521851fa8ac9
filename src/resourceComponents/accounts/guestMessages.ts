/**
 * Texts of the account's guest-access and status parts that load with their lazy components
 * (the dialog, the status chip), not with the cabinet's first screen (docs/performance.md).
 */
export const GUEST_PRICES_TEXTS = {
  title: 'Цены для гостей',
  hint: 'Цены кампаний аккаунта, которые видят его гости',
  campaign: 'Кампания',
  cpm: 'CPM',
  cpc: 'CPC',
  loading: 'Загружаем цены…',
  none: 'У аккаунта нет кампаний',
  failed: 'Не удалось загрузить цены для гостей. Попробуйте позже',
};

export const ACCOUNT_STATUS_TEXTS = {
  label: 'Статус аккаунта',
  loading: 'Статус аккаунта загружается',
  unknown: 'не известен',
  failed: 'Не удалось узнать статус аккаунта. Попробуйте позже',
};
