/**
 * Texts of the authorization screen's role and guest maps, loaded with the screen (a lazy chunk)
 * rather than with every other screen's catalogue.
 */
export const TARGET_TEXTS = {
  role: 'Роль',
  noRole: 'Не выбрана',
  targetRole: (role: string) => `Права роли «${role}»`,
  targetRoleHint: 'Пользователям роли доступно то, что разрешают и кабинет, и роль.',
  accessType: 'Чей доступ',
  accessCabinet: 'Пользователи кабинета',
  accessGuest: 'Гости аккаунта',
  targetGuests: (name: string) => `Гостевой доступ кабинета «${name}»`,
  targetGuestsHint: 'Те же права агентство задаёт в гостевом доступе аккаунта.',
};
