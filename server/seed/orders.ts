import type { Cabinet } from '../cabinets';
import type { SeedContext, SeedModule } from './index';

/** Demo rules and report orders of the seeded campaigns and accounts (player configs are a fixture). */
const campaignsBelow = (s: SeedContext, owner: Cabinet) => {
  const below = new Set([owner.id, ...s.cabinets.accounts.filter((a) => a.parentId === owner.id).map((a) => a.id)]);
  return s.records('campaign').filter((c) => c.cabinetId !== null && below.has(c.cabinetId));
};

const ruleSeed: SeedModule = {
  resource: 'rule',
  run(s) {
    const rows: { name: string; condition: Record<string, unknown>; action: string }[] = [
      {
        name: 'Пауза при низком CTR',
        condition: { metric: 'ctr', operator: 'lt', value: 0.3, period: 'day' },
        action: 'pause',
      },
      {
        name: 'Перерасход за час',
        condition: { metric: 'spent', operator: 'gt', value: 50_000, period: 'hour' },
        action: 'notify',
      },
      {
        name: 'Низкий досмотр видео',
        condition: { metric: 'vtr', operator: 'lt', value: 40, period: 'day' },
        action: 'notify',
      },
      {
        name: 'Стоп после миллиона показов',
        condition: { metric: 'impressions', operator: 'gt', value: 1_000_000, period: 'total' },
        action: 'stop',
      },
      { name: 'Дорогой CPM', condition: { metric: 'cpm', operator: 'gt', value: 450, period: 'day' }, action: 'pause' },
      {
        name: 'Нет кликов за сутки',
        condition: { metric: 'clicks', operator: 'lt', value: 1, period: 'day' },
        action: 'notify',
      },
    ];
    const owners = s.cabinets.agencies;
    rows.forEach((row, i) => {
      const owner = owners[i % owners.length];
      const campaigns = campaignsBelow(s, owner);
      if (!campaigns.length) return;
      s.tick();
      const picked = [...new Set([0, 3, 5].slice(0, 1 + (i % 3)).map((k) => campaigns[(k + i) % campaigns.length].id))];
      s.create(
        'rule',
        { ...row, active: i !== 4, campaignIds: picked },
        owner,
        i % 2 === 0 ? { serverOwned: { lastTriggeredAt: `2025-0${4 + (i % 5)}-1${i}T0${i}:15:00.000Z` } } : undefined,
      );
    });
  },
};

const orderSeed: SeedModule = {
  resource: 'reportOrder',
  run(s) {
    const accounts = s.records('account');
    const kinds: { name: string; request: Record<string, unknown>; schedule: string }[] = [
      {
        name: 'Ежедневная сводка',
        request: { groupBy: ['day'], metrics: ['impressions', 'clicks', 'ctr', 'spent'], period: 'yesterday' },
        schedule: 'daily',
      },
      {
        name: 'Недельный отчёт по кампаниям',
        request: { groupBy: ['campaign', 'day'], metrics: ['impressions', 'clicks', 'spent'], period: 'last7days' },
        schedule: 'weekly',
      },
      {
        name: 'Площадки за месяц',
        request: { groupBy: ['ssp', 'domain'], metrics: ['impressions', 'ctr', 'spent'], period: 'previousMonth' },
        schedule: 'monthly',
      },
      {
        name: 'Аудитория: пол и возраст',
        request: { groupBy: ['gender', 'ageInterval'], metrics: ['impressions', 'clicks'], period: 'last30days' },
        schedule: 'once',
      },
      {
        name: 'Видео: досмотры по креативам',
        request: { groupBy: ['creative'], metrics: ['impressions', 'vtr'], period: 'last7days' },
        schedule: 'weekly',
      },
    ];
    accounts
      .filter((_, i) => i % 4 === 0)
      .slice(0, 10)
      .forEach((account, i) => {
        s.tick();
        const kind = kinds[i % kinds.length];
        const owner =
          s.cabinets.agencies.find((c) => c.id === account.cabinetId) ??
          s.cabinets.agencies.find((c) =>
            s.cabinets.accounts.some((a) => a.id === account.cabinetId && a.parentId === c.id),
          ) ??
          s.cabinets.admin;
        s.create(
          'reportOrder',
          {
            name: `${kind.name} — ${String(account.data.name).split(' — ')[0]}`,
            accountId: account.id,
            request: kind.request,
            schedule: kind.schedule,
            ...(i % 3 !== 2 ? { emails: [`report${i + 1}@example.ru`] } : {}),
          },
          owner,
          kind.schedule !== 'once'
            ? { serverOwned: { lastSentAt: `2025-06-${String(10 + i).padStart(2, '0')}T06:00:00.000Z` } }
            : undefined,
        );
      });
  },
};

export const orderSeeds: SeedModule[] = [ruleSeed, orderSeed];
