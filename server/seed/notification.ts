import type { SeedModule } from './index';

const GROUPS = [
  {
    code: 'balance',
    name: 'Баланс и оплаты',
    description: 'Низкий баланс аккаунта, поступление оплаты, превышение кредитного лимита',
    notifyChannels: ['console', 'email'],
    emails: ['finance@kabinet.local'],
  },
  {
    code: 'moderation',
    name: 'Модерация',
    description: 'Креатив одобрен или отклонён, новые приложения на проверке',
    notifyChannels: ['console', 'telegram'],
  },
  {
    code: 'campaigns',
    name: 'Кампании',
    description: 'Кампания остановлена, бюджет израсходован, заканчивается период размещения',
    notifyChannels: ['console', 'email', 'telegram'],
    emails: ['traffic@kabinet.local', 'a.ivanova@kabinet.local'],
  },
  {
    code: 'ssp',
    name: 'Интеграции SSP',
    description: 'Всплеск ошибок SSP, падение ответов, отключение источника',
    notifyChannels: ['console', 'telegram'],
  },
  {
    code: 'reports',
    name: 'Отчёты',
    description: 'Заказанный отчёт готов, отчёт ОРД отправлен или отклонён',
    notifyChannels: ['email'],
    emails: ['reports@kabinet.local'],
  },
  {
    code: 'system',
    name: 'Системные',
    description: 'Плановые работы, обновления платформы',
    notifyChannels: ['console'],
  },
];

/** The platform's notification groups with demo settings (admin cabinet). */
export const notificationGroupsSeed: SeedModule = {
  resource: 'notificationGroup',
  run({ rng, cabinets, create, records, tick }) {
    const accounts = records('account');
    GROUPS.forEach(({ code, description, ...settings }) => {
      tick();
      const data: Record<string, unknown> = { ...settings };
      if ((code === 'balance' || code === 'campaigns') && accounts.length) {
        data.ignoredAccountIds = [rng.pick(accounts).id, rng.pick(accounts).id].filter(
          (id, i, all) => all.indexOf(id) === i,
        );
      }
      create('notificationGroup', data, cabinets.admin, { id: rng.objectId(), serverOwned: { code, description } });
    });
  },
};

type Template = { level: 'info' | 'warning' | 'error'; title: string; text: (account: string) => string };

const TEMPLATES: Record<string, Template[]> = {
  balance: [
    {
      level: 'warning',
      title: 'Низкий баланс',
      text: (a) => `На балансе аккаунта «${a}» осталось меньше 5 000 ₽. Показы остановятся, когда средства закончатся.`,
    },
    { level: 'info', title: 'Поступила оплата', text: (a) => `Аккаунт «${a}» пополнен на 150 000 ₽.` },
    {
      level: 'error',
      title: 'Превышен кредитный лимит',
      text: (a) => `Аккаунт «${a}» превысил кредитный лимит, кампании приостановлены.`,
    },
  ],
  moderation: [
    {
      level: 'info',
      title: 'Креатив одобрен',
      text: (a) => `Креатив аккаунта «${a}» прошёл модерацию и участвует в показах.`,
    },
    {
      level: 'warning',
      title: 'Креатив отклонён',
      text: (a) => `Креатив аккаунта «${a}» отклонён: нет маркировки «Реклама».`,
    },
  ],
  campaigns: [
    {
      level: 'warning',
      title: 'Бюджет израсходован',
      text: (a) => `Кампания аккаунта «${a}» израсходовала дневной бюджет и остановлена до завтра.`,
    },
    {
      level: 'info',
      title: 'Период размещения заканчивается',
      text: (a) => `Через 3 дня заканчивается период размещения кампании аккаунта «${a}».`,
    },
  ],
  ssp: [
    {
      level: 'error',
      title: 'Всплеск ошибок SSP',
      text: () => 'Видеосеть «Кадр»: за час 412 ошибок таймаута, доля ответов упала до 61 %.',
    },
    {
      level: 'warning',
      title: 'Источник отключён',
      text: () => 'Биржа «Восток» отключена оператором, трафик перераспределён.',
    },
  ],
  reports: [
    {
      level: 'info',
      title: 'Отчёт готов',
      text: (a) => `Детальная статистика аккаунта «${a}» за прошлую неделю готова к скачиванию.`,
    },
  ],
  system: [
    {
      level: 'info',
      title: 'Плановые работы',
      text: () => 'В ночь на воскресенье с 02:00 до 04:00 (МСК) возможны кратковременные перерывы в работе кабинета.',
    },
  ],
};

/** A feed of demo notifications: the newest ones new, the older ones read. */
export const notificationsSeed: SeedModule = {
  resource: 'notification',
  run({ rng, cabinets, create, records, tick }) {
    const accounts = records('account');
    const groups = records('notificationGroup');
    const items: { group: (typeof groups)[number]; template: Template; account?: (typeof accounts)[number] }[] = [];
    for (let i = 0; i < 34; i++) {
      const group = rng.pick(groups);
      const template = rng.pick(TEMPLATES[String(group.data.code)] ?? TEMPLATES.system);
      items.push({ group, template, account: accounts.length ? rng.pick(accounts) : undefined });
    }
    items.forEach(({ group, template, account }, i) => {
      tick();
      const serverOwned: Record<string, unknown> = {
        groupId: group.id,
        level: template.level,
        title: template.title,
        text: template.text(String(account?.data.name ?? 'Без аккаунта')),
      };
      if (account && template.text('').includes('«»')) serverOwned.accountId = account.id;
      const fresh = i >= items.length - 12 && rng.chance(0.75);
      create('notification', { status: fresh ? 'new' : 'read' }, cabinets.admin, { id: rng.objectId(), serverOwned });
    });
  },
};
