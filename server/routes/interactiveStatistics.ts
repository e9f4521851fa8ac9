import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { sendXlsx, workbook } from '../spreadsheet';
import type { Scope, StoredRecord } from '../store';
import { checkOnCreate, defOf, loadVisible, visible, type Data } from '../http/access';
import {
  ensurePlayerEvents,
  INTERACTIVE_KINDS,
  KIND_TITLES,
  kindStatistics,
  type Figures,
  type InteractiveKind,
} from '../statistics/playerEvents';
import { localDay, parsePeriod } from '../http/period';
import { isObjectId } from '../../src/domain/objectId';

/** Main statistics (manageExtraEvents) and interactive statistics (manageInteractiveEvents) read the same figures. */
const READERS = [{ permissions: ['manageExtraEvents', 'manageInteractiveEvents'], anyPermission: true }];
const BASE = '/v2/playerconfig/statistics/campaigns';
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const INTERACTIVE_MESSAGES = {
  badId: 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
  campaignNotFound: 'Кампания не найдена',
  notInteractive: 'В кампании нет интерактивных креативов',
  foreignCreative: 'Креатив не относится к выбранной кампании',
  tooLong: 'Период статистики — не больше 366 дней',
  creativeMissing: 'Креатив не найден или недоступен',
  creativeNotInteractive: 'Креатив не интерактивный: у него нет конфигурации плеера',
} as const;

interface InteractiveCreative {
  id: string;
  name: string;
  playerConfigId: string;
  playerConfigName: string;
}

const playerConfigOf = (creative: StoredRecord): string | null => {
  const id = (creative.data.videoData as { playerConfigId?: unknown } | undefined)?.playerConfigId;
  return typeof id === 'string' && id ? id : null;
};

/**
 * docs/product.md#calls "Interactive stats": per campaign, the figures of the player's interactive elements
 * (GET …/campaigns/{id}/offers|logo|overlay|microsite and the same + .xlsx) and the extra
 * statistics CRUD (/v2/playerconfig/statistics/extra, generic, owned by the creative's cabinet).
 * Designed where docs/product.md is silent: GET …/campaigns lists the campaigns the cabinet can see that
 * have interactive creatives (video creatives with a player configuration), with those creatives
 * and the campaign's dates; the figures' period defaults to the campaign's dates, and creativeId
 * narrows them to one creative.
 */
export function registerInteractiveStatisticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ensurePlayerEvents(ctx.db);
  const campaignDef = defOf(ctx, 'campaign');
  if (!campaignDef) return;
  const gate = (req: FastifyRequest): Scope =>
    ctx.cabinets.scope(ctx.auth.cabinetForAnyOf(req, ctx.auth.session(req), READERS));

  const playerConfigName = (id: string) => String(ctx.store.get('playerConfig', id)?.data.name ?? '');
  const interactiveCreatives = (campaignId: string, scope: Scope): InteractiveCreative[] =>
    (
      ctx.db
        .prepare(
          "SELECT id FROM records WHERE resource = 'creative' AND json_extract(data, '$.campaignId') = ? ORDER BY rowid",
        )
        .all(campaignId) as { id: string }[]
    )
      .map((r) => ctx.store.get('creative', r.id)!)
      .filter((c) => visible(scope, c) && playerConfigOf(c))
      .map((c) => ({
        id: c.id,
        name: String(c.data.name ?? ''),
        playerConfigId: playerConfigOf(c)!,
        playerConfigName: playerConfigName(playerConfigOf(c)!),
      }));

  const datesOf = (campaign: StoredRecord) =>
    (campaign.data.calendar as { dates?: { start?: string; end?: string } } | undefined)?.dates ?? {};

  /** GET …/campaigns: the campaigns with interactive creatives, by name. */
  app.get(BASE, async (req) => {
    const scope = gate(req);
    const ids = (
      ctx.db
        .prepare(
          `SELECT DISTINCT json_extract(data, '$.campaignId') AS id FROM records
      WHERE resource = 'creative' AND json_extract(data, '$.videoData.playerConfigId') IS NOT NULL`,
        )
        .all() as { id: string }[]
    ).map((r) => r.id);
    return ids
      .map((id) => ctx.store.get('campaign', id))
      .filter((c): c is StoredRecord => !!c && visible(scope, c))
      .map((c) => ({
        id: c.id,
        name: String(c.data.name ?? ''),
        accountId: c.data.accountId,
        dates: datesOf(c),
        creatives: interactiveCreatives(c.id, scope),
      }))
      .filter((c) => c.creatives.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  });

  /** The campaign, period and creative of a figures request; 400/403/404 as the contract says. */
  const figuresRequest = (req: FastifyRequest<{ Params: { id: string }; Querystring: QueryInput }>) => {
    const scope = gate(req);
    if (!isObjectId(req.params.id)) throw invalid({ '/id': INTERACTIVE_MESSAGES.badId });
    const period = parsePeriod(req.query);
    const creativeId =
      (Array.isArray(req.query.creativeId) ? req.query.creativeId[0] : req.query.creativeId)?.trim() || undefined;
    if (creativeId && !isObjectId(creativeId)) throw invalid({ '/creativeId': INTERACTIVE_MESSAGES.badId });
    if (!ctx.store.get('campaign', req.params.id)) throw new HttpError(404, INTERACTIVE_MESSAGES.campaignNotFound);
    const campaign = loadVisible(ctx, campaignDef, req.params.id, scope);
    const creatives = interactiveCreatives(campaign.id, scope);
    if (creativeId && !creatives.some((c) => c.id === creativeId))
      throw invalid({ '/creativeId': INTERACTIVE_MESSAGES.foreignCreative });
    const dates = datesOf(campaign);
    const fromDay = period.from ? localDay(period.from, period.offsetMinutes) : (dates.start ?? localDay(ctx.now(), 0));
    const toDay = period.to
      ? localDay(new Date(period.to.getTime() - 1), period.offsetMinutes)
      : (dates.end ?? fromDay);
    if (toDay < fromDay) throw invalid({ '/endTimeISO': 'Окончание периода раньше начала' });
    if ((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS + 1 > MAX_DAYS) {
      throw invalid({ '/endTimeISO': INTERACTIVE_MESSAGES.tooLong });
    }
    return { campaign, creatives, creativeId, fromDay, toDay };
  };

  const answer = (kind: InteractiveKind, r: ReturnType<typeof figuresRequest>) => {
    const stats = kindStatistics(ctx.db, r.campaign.id, kind, r.fromDay, r.toDay, r.creativeId);
    const names = new Map(r.creatives.map((c) => [c.id, c.name]));
    return {
      campaignId: r.campaign.id,
      campaignName: String(r.campaign.data.name ?? ''),
      kind,
      ...(r.creativeId ? { creativeId: r.creativeId } : {}),
      period: { start: r.fromDay, end: r.toDay },
      total: stats.total,
      days: stats.days,
      // Items of creatives out of reach are not there: events belong to visible creatives only.
      items: stats.items
        .filter((i) => names.has(i.creativeId))
        .map((i) => ({ ...i, creativeName: names.get(i.creativeId)! })),
    };
  };

  for (const kind of INTERACTIVE_KINDS) {
    app.get(`${BASE}/:id/${kind}`, async (req: FastifyRequest<{ Params: { id: string }; Querystring: QueryInput }>) =>
      answer(kind, figuresRequest(req)),
    );
    app.get(
      `${BASE}/:id/${kind}.xlsx`,
      async (req: FastifyRequest<{ Params: { id: string }; Querystring: QueryInput }>, reply) => {
        const a = answer(kind, figuresRequest(req));
        const body = await workbook(statisticsSheets(kind, a));
        const title = `${KIND_TITLES[kind]} — ${a.campaignName} (${a.period.start} — ${a.period.end}).xlsx`;
        return sendXlsx(reply, title, body, `interactive-${kind}-${a.campaignId}.xlsx`);
      },
    );
  }

  registerExtraStatistics(app, ctx);
}

type Answer = {
  days: ({ date: string } & Figures)[];
  items: ({ creativeName: string; item: string } & Figures)[];
  total: Figures;
};
const dayTitle = (day: string) => day.split('-').reverse().join('.');
const FIGURE_COLUMNS = [
  { title: 'Показы', numFmt: '#,##0' },
  { title: 'Клики', numFmt: '#,##0' },
  { title: 'CTR, %', numFmt: '0.00' },
];

/** Two sheets: by day, and by creative and item; each ends with an «Итого» row. */
function statisticsSheets(kind: InteractiveKind, a: Answer) {
  const totalFigures = [a.total.views, a.total.clicks, a.total.ctr];
  return [
    {
      name: 'По дням',
      columns: [{ title: 'Дата', width: 14 }, ...FIGURE_COLUMNS],
      rows: [...a.days.map((d) => [dayTitle(d.date), d.views, d.clicks, d.ctr]), ['Итого', ...totalFigures]],
    },
    {
      name: `По элементам (${KIND_TITLES[kind]})`,
      columns: [{ title: 'Креатив', width: 40 }, { title: 'Элемент', width: 30 }, ...FIGURE_COLUMNS],
      rows: [
        ...a.items.map((i) => [i.creativeName, i.item, i.views, i.clicks, i.ctr]),
        ['Итого', null, ...totalFigures],
      ],
    },
  ];
}

/**
 * Extra statistics (generic CRUD of the extraStatistic schema): a new record must name an
 * interactive creative the caller can see, and belongs to that creative's cabinet, so whoever
 * sees the creative sees its extra statistics.
 */
function registerExtraStatistics(app: FastifyInstance, ctx: ServerContext): void {
  const def = defOf(ctx, 'extraStatistic');
  if (!def) return;
  const creativeOf = (body: Data) =>
    typeof body.creativeId === 'string' ? ctx.store.get('creative', body.creativeId) : null;
  checkOnCreate(app, ctx, def, (body, scope) => {
    if (!isObjectId(body.creativeId)) return; // the schema's own message
    const creative = creativeOf(body);
    if (!creative || !visible(scope, creative)) throw invalid({ '/creativeId': INTERACTIVE_MESSAGES.creativeMissing });
    if (!playerConfigOf(creative)) throw invalid({ '/creativeId': INTERACTIVE_MESSAGES.creativeNotInteractive });
  });
}
