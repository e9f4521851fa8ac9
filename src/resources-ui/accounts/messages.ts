/** Texts of the account screens' own actions, served as `kabinet.accounts.<name>`. */
export default {
  guest: {
    button: 'Гостевой доступ',
    title: 'Гостевой доступ к аккаунту «%{name}»',
    hint: 'Что увидят гости аккаунта: разделы кабинета и колонки статистики.',
    submit: 'Сохранить',
    saved: 'Права гостевого доступа к аккаунту «%{name}» сохранены',
    failed: 'Не удалось сохранить права гостевого доступа. Попробуйте позже',
    summary: 'Разделы: %{sections}. Колонки: %{columns}',
    nothing: 'нет',
    none: 'Гостевой доступ не настроен',
  },
  statistics: {
    show: 'Статистика за период',
    ssps: 'SSP',
    summary: 'Показы: %{impressions} · Клики: %{clicks} · CTR: %{ctr} % · Расход: %{spent}',
    inList: 'Показывается в списке аккаунтов за выбранный период',
  },
};
