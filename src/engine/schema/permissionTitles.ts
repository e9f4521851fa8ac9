import type { Permission } from './permissions';

/** Russian names of the permissions: the authorization screen's switches and `npm run check`'s list. */
export const PERMISSION_TITLES: Record<Permission, string> = {
  userManager: 'Пользователи',
  managePermissions: 'Авторизация',
  ssp: 'SSP',
  companions: 'Компаньоны',
  manageNotifications: 'Уведомления',
  manageAgency: 'Агентства',
  manageAccounts: 'Аккаунты',
  manageCampaignSegments: 'Кампании',
  manageAudience: 'Аудитории',
  manageExtraEvents: 'Основная статистика',
  manageInteractiveEvents: 'Интерактивная статистика',
  moderation: 'Модерация',
  moderationCreatives: 'Модерация креативов',
  moderationApps: 'Модерация приложений',
  actionLogger: 'Логи действий',
  bidLogger: 'Логирование ставок',
  dmpReports: 'DMP-отчёты',
};
