import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bigListValueProblem } from '../../src/domain/bigLists';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import type { RecordService } from '../recordService';
import { objectBody, requireId, rngOf, stringList } from './audienceSupport';
import { recordAccess, sendPage, writeServerOwned } from './systemAccess';

type Query = Record<string, string | undefined>;

/** The places (bundles or domains) a campaign was shown on, with numbers: the reference API's stand-in. */
const BUNDLE_WORDS = [
  'puzzle',
  'weather',
  'news',
  'taxi',
  'music',
  'recipes',
  'fitness',
  'chess',
  'maps',
  'books',
  'radio',
  'cinema',
  'sudoku',
  'shop',
  'bank',
  'kids',
];
const BUNDLE_VENDORS = [
  'ru.mobilnye',
  'com.gamestudio',
  'ru.poleznoe',
  'com.tochka',
  'ru.ezhednevnik',
  'com.severapps',
];
const DOMAIN_WORDS = [
  'novosti',
  'pogoda',
  'recepty',
  'avto',
  'sport',
  'kino',
  'dacha',
  'zdorovie',
  'turizm',
  'finansy',
  'igry',
  'muzyka',
  'deti',
  'moda',
];
const DOMAIN_ZONES = ['.ru', '-segodnya.ru', '-online.ru', '.рф', '-portal.ru', '.su'];

export interface PlacementRow {
  name: string;
  impressions: number;
  clicks: number;
  ctr: number;
  banned: boolean;
}

export function campaignPlacements(campaignId: string, kind: 'bundle' | 'domain'): Omit<PlacementRow, 'banned'>[] {
  const rng = rngOf(`${campaignId}:${kind}`);
  const names = new Set<string>();
  const count = rng.int(35, 70);
  while (names.size < count) {
    names.add(
      kind === 'bundle'
        ? `${rng.pick(BUNDLE_VENDORS)}.${rng.pick(BUNDLE_WORDS)}${rng.chance(0.4) ? rng.int(2, 9) : ''}`
        : `${rng.pick(DOMAIN_WORDS)}${rng.chance(0.3) ? `-${rng.pick(DOMAIN_WORDS)}` : ''}${rng.pick(DOMAIN_ZONES)}`,
    );
  }
  return [...names].map((name) => {
    const impressions = rng.int(50, 120_000);
    const clicks = Math.round((impressions * rng.int(1, 40)) / 1000);
    return { name, impressions, clicks, ctr: impressions ? Math.round((clicks / impressions) * 10000) / 100 : 0 };
  });
}

const SORTABLE = new Set(['name', 'impressions', 'clicks', 'ctr']);

/** Ban lists (docs/product.md#calls Ban): a campaign's places and the ones it is banned from. */
export function registerBanListRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'banList');
  const campaignDef = ctx.defs.get('campaign');
  if (!access || !campaignDef) return;
  const { def, gate } = access;
  const kindOf = (raw: string) => {
    if (raw !== 'bundle' && raw !== 'domain') throw new HttpError(404, MESSAGES.routeNotFound);
    return raw;
  };
  /** The campaign, visible to the caller's cabinet (404/403 like a record of the caller's own). */
  const campaign = (id: string, scope: ReturnType<typeof gate>) => {
    const record = ctx.store.get('campaign', id);
    if (!record) throw new HttpError(404, 'Кампания не найдена');
    if (scope !== null && (record.cabinetId === null || !scope.includes(record.cabinetId)))
      throw new HttpError(403, MESSAGES.foreignRecord);
    return record;
  };
  const listOf = (campaignId: string, kind: string) =>
    ctx.store.all('banList').find((r) => r.data.campaignId === campaignId && r.data.kind === kind) ?? null;

  /** GET /ban/{bundle|domain}/{campaignId}?skip&take&sort=-impressions&onlyTarget=true */
  app.get(
    '/ban/:kind/:id',
    async (req: FastifyRequest<{ Params: { kind: string; id: string }; Querystring: Query }>, reply) => {
      const kind = kindOf(req.params.kind);
      const scope = gate(req);
      campaign(req.params.id, scope);
      const banned = new Set((listOf(req.params.id, kind)?.data.banned as string[] | undefined) ?? []);
      const shown = campaignPlacements(req.params.id, kind);
      const rows: PlacementRow[] = [
        ...shown.map((r) => ({ ...r, banned: banned.has(r.name) })),
        // Banned before the campaign reached them: shown with no traffic.
        ...[...banned]
          .filter((n) => !shown.some((r) => r.name === n))
          .map((name) => ({ name, impressions: 0, clicks: 0, ctr: 0, banned: true })),
      ].filter((r) => req.query.onlyTarget !== 'true' || r.banned);
      const sortRaw = req.query.sort ?? '-impressions';
      const desc = sortRaw.startsWith('-');
      const field = sortRaw.replace(/^[-+]/, '');
      if (!SORTABLE.has(field)) throw invalid({ '/sort': 'Сортировка возможна по name, impressions, clicks или ctr' });
      const key = field as keyof PlacementRow;
      rows.sort((a, b) => {
        const cmp =
          typeof a[key] === 'string'
            ? String(a[key]).localeCompare(String(b[key]), 'ru')
            : Number(a[key]) - Number(b[key]);
        return (desc ? -cmp : cmp) || a.name.localeCompare(b.name);
      });
      const skip = Math.max(0, Number.parseInt(req.query.skip ?? '0', 10) || 0);
      const take = Math.min(1000, Math.max(1, Number.parseInt(req.query.take ?? '25', 10) || 25));
      sendPage(reply, { page: Math.floor(skip / take) + 1, pageSize: take }, rows.length);
      return rows.slice(skip, skip + take);
    },
  );

  /** PUT /ban/{bundle|domain} {id: campaignId, ban: [...], unban: [...]}: answers the ban list. */
  app.put('/ban/:kind', async (req: FastifyRequest<{ Params: { kind: string } }>) => {
    const kind = kindOf(req.params.kind);
    const session = ctx.auth.session(req);
    const cabinet = ctx.auth.cabinet(req, session, def)!;
    const body = objectBody(req);
    const scope = ctx.cabinets.scope(cabinet);
    const campaignRecord = campaign(requireId(body.id, 'id', 'Не выбрана кампания'), scope);
    const type = kind === 'bundle' ? 'bu' : 'dm';
    const ban = stringList(body, 'ban').map((v) => (kind === 'domain' ? v.toLowerCase() : v));
    const unban = new Set(stringList(body, 'unban').map((v) => (kind === 'domain' ? v.toLowerCase() : v)));
    if (!ban.length && !unban.size) throw invalid({ '/ban': 'Выберите, что заблокировать или разблокировать' });
    const errors: Record<string, string> = {};
    ban.forEach((v, i) => {
      const problem = bigListValueProblem(type, v);
      if (problem) errors[`/ban/${i}`] = `«${v.slice(0, 60)}» — ${problem}`;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const saved = ctx.db.transaction(() => {
      let record = listOf(campaignRecord.id, kind);
      if (!record) {
        // The list of a campaign is created by its first ban, in the campaign's own cabinet.
        const id = service.create(def, { campaignId: campaignRecord.id, kind }, campaignRecord.cabinetId, scope);
        record = ctx.store.get('banList', id)!;
      }
      const banned = [...new Set([...((record.data.banned as string[] | undefined) ?? []), ...ban])].filter(
        (v) => !unban.has(v),
      );
      return writeServerOwned(ctx, def, record, { banned, bannedCount: banned.length });
    })();
    return service.present(def, saved);
  });
}
