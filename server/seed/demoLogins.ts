/** The demo logins printed at start-up (docs/contract.md): login = password (schemas/user.fixture.json). */
export const DEMO_LOGINS = [
  { login: 'admin', password: 'admin', note: 'кабинеты всех типов, все права' },
  { login: 'agency', password: 'agency', note: 'кабинет агентства' },
  { login: 'viewer', password: 'viewer', note: 'кабинет аккаунта без прав' },
];
