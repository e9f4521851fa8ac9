import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bigListValueProblem, type BigListType } from '../../src/domain/bigLists';
import { isInventoryDomainKept } from '../../src/domain/inventoryDomains';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { newObjectId } from '../passwords';
import type { RecordService } from '../recordService';
import {
  changeBigListValues,
  bigListValues,
  countBigListValues,
  replaceBigListValues,
  valuesOfText,
} from '../hooks/bigList';
import type { StoredRecord } from '../store';
import { multipartRoutes, objectBody, readUpload, requireId, rngOf, stringList, uploadText } from './audienceSupport';
import { recordAccess, sendPage, writeServerOwned } from './systemAccess';

type Query = Record<string, string | undefined>;

/**
 * Big lists, ban lists, geo presets and the geo dictionary, inventory (docs/product.md#calls Big lists, Ban,
 * Geo, Inventory) beyond the generic CRUD of their schemas.
 */
export function registerBigListRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  registerBigLists(app, ctx, service);
  registerBan(app, ctx, service);
  registerGeo(app, ctx);
  registerInventory(app, ctx);
}

function registerBigLists(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'bigList');
  if (!access) return;
  const { def, gate, load } = access;
  const present = (record: StoredRecord, withContent = false) => {
    const out = service.present(def, record);
    return withContent ? { ...out, content: bigListValues(ctx, record.id) } : out;
  };
  const listType = (record: StoredRecord) => record.data.listType as BigListType;

  /** GET /biglist/{id}: the list with its values (content). */
  app.get('/biglist/:id', async (req: FastifyRequest<{ Params: { id: string } }>) =>
    present(load(req.params.id, gate(req)), true),
  );

  /**
   * PUT /biglist {listID, addValues, delValues}: every added value must fit the list type
   * (400 naming it); values not in the list are ignored on delete. Answers the list.
   */
  app.put('/biglist', async (req) => {
    const scope = gate(req);
    const body = objectBody(req);
    const record = load(requireId(body.listID, 'listID', 'Не выбран список'), scope);
    const add = stringList(body, 'addValues').map((v) => (listType(record) === 'dm' ? v.toLowerCase() : v));
    const del = stringList(body, 'delValues');
    if (!add.length && !del.length)
      throw invalid({ '/addValues': 'Укажите значения, которые нужно добавить или удалить' });
    const errors: Record<string, string> = {};
    add.forEach((v, i) => {
      const problem = bigListValueProblem(listType(record), v);
      if (problem) errors[`/addValues/${i}`] = `«${v.slice(0, 60)}» — ${problem}`;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const updated = ctx.db.transaction(() => {
      const count = changeBigListValues(ctx, record.id, add, del);
      return writeServerOwned(ctx, def, record, { valuesCount: count });
    })();
    return present(updated);
  });

  // DELETE /biglist?listID=a,b is the schema's x-calls.delete (crudCalls.ts).

  /**
   * POST /biglist (multipart): listType, listName and file create a list; with listID the
   * file's values are added to that list (mode=replace replaces them). Answers {id, valuesCount, added}.
   */
  multipartRoutes(app, (scope) => {
    scope.post('/biglist', async (req, reply) => {
      const session = ctx.auth.session(req);
      const cabinet = ctx.auth.cabinet(req, session, def)!;
      const upload = await readUpload(req);
      const { listID, listType: type, listName, mode } = upload.fields;
      if (listID) {
        const record = load(requireId(listID, 'listID', 'Не выбран список'), ctx.cabinets.scope(cabinet));
        const values = valuesOfText(listType(record), uploadText(upload));
        const before = countBigListValues(ctx, record.id);
        const updated = ctx.db.transaction(() => {
          const count =
            mode === 'replace'
              ? replaceBigListValues(ctx, record.id, values)
              : changeBigListValues(ctx, record.id, values, []);
          return writeServerOwned(ctx, def, record, { valuesCount: count });
        })();
        const valuesCount = updated.data.valuesCount as number;
        return { id: record.id, valuesCount, added: mode === 'replace' ? valuesCount : valuesCount - before };
      }
      // Validates the fields the way a JSON create does, before the file is read.
      const errors = ctx.set.validate('bigList', { listType: type, listName });
      if (errors) throw invalid(errors);
      const values = valuesOfText(type as BigListType, uploadText(upload));
      const id = newObjectId();
      ctx.db.transaction(() => {
        replaceBigListValues(ctx, id, values);
        service.create(def, { listType: type, listName }, cabinet.id, { id });
      })();
      return reply.code(201).send({ id, valuesCount: values.length, added: values.length });
    });
  });
}

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

function registerBan(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
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
    const campaignRecord = campaign(requireId(body.id, 'id', 'Не выбрана кампания'), ctx.cabinets.scope(cabinet));
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
        const id = service.create(def, { campaignId: campaignRecord.id, kind }, campaignRecord.cabinetId);
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

function registerGeo(app: FastifyInstance, ctx: ServerContext): void {
  // DELETE /v2/presets?ids=a,b is the schema's x-calls.delete (crudCalls.ts).
  const regions = geoRegions(ctx);
  const levels = [
    { id: 'country', name: 'Страна' },
    { id: 'region', name: 'Регион' },
  ];
  const countries = [{ id: 'RU', name: 'Россия' }, ...regions.filter((r) => !r.id.includes('-'))];
  const session = (req: FastifyRequest) => ctx.auth.cabinet(req, ctx.auth.session(req), []);

  /** GET /v2/geo/levels: the levels of the geo tree. */
  app.get('/v2/geo/levels', async (req) => {
    session(req);
    return levels;
  });
  /** GET /geo/children?parentId=: countries without a parent, a country's regions under it. */
  app.get('/geo/children', async (req) => {
    session(req);
    const parentId = (req.query as Query).parentId?.trim();
    if (!parentId) {
      return countries.map((c) => ({
        ...c,
        level: 'country',
        parentId: null,
        hasChildren: regions.some((r) => r.id.startsWith(`${c.id}-`)),
      }));
    }
    if (!countries.some((c) => c.id === parentId)) throw new HttpError(404, 'Регион не найден');
    return regions
      .filter((r) => r.id.startsWith(`${parentId}-`))
      .map((r) => ({ ...r, level: 'region', parentId, hasChildren: false }));
  });
}

/** The regions campaigns target (campaign#/$defs/geoIds): the one list of codes and names. */
function geoRegions(ctx: ServerContext): { id: string; name: string }[] {
  const campaign = ctx.set.schemas.get('campaign') as
    { $defs?: Record<string, { items?: { oneOf?: { const: string; title: string }[] } }> } | undefined;
  return (campaign?.$defs?.geoIds?.items?.oneOf ?? []).map((o) => ({ id: o.const, name: o.title }));
}

function registerInventory(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'inventoryDomain');
  if (!access) return;
  /**
   * POST /inventory/domain-count {domains}: requests of each domain over the last 7 days with its
   * scores. A domain the inventory has not scored comes with scores out of range, and is dropped
   * by the rule of docs/product.md#validation (isInventoryDomainKept), as the console drops it.
   */
  app.post('/inventory/domain-count', async (req) => {
    access.gate(req);
    const body = objectBody(req);
    const domains = [...new Set(stringList(body, 'domains').map((d) => d.toLowerCase()))];
    if (!domains.length) throw invalid({ '/domains': 'Выберите домены' });
    if (domains.length > 1000) throw invalid({ '/domains': 'Не больше 1000 доменов за раз' });
    const known = new Map(ctx.store.all('inventoryDomain').map((r) => [String(r.data.domain), r.data]));
    return domains
      .map((domain) => {
        const row = known.get(domain);
        const rng = rngOf(`count:${domain}`);
        const daily = typeof row?.requestsDaily === 'number' ? row.requestsDaily : 0;
        return row
          ? { domain, trust: row.trust, spam: row.spam, count: Math.round(daily * (6.5 + rng.next())) }
          : { domain, trust: -1, spam: -1, count: 0 };
      })
      .filter(isInventoryDomainKept);
  });
}
