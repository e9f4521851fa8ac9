import type { FastifyInstance, FastifyRequest } from 'fastify';
import { retargetingBindingPayload } from '../../src/domain/retargetingBinding';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import type { RecordService } from '../recordService';
import {
  appCheckUsers,
  ensureRetargeting,
  PANEL_CATEGORIES,
  PANEL_FILTERS,
  panelReach,
  retargetingUsers,
} from '../hooks/audienceSegments';
import { KNOWN_APPS } from '../seed/knownApps';
import type { Scope } from '../store';
import { multipartRoutes, readUpload, uploadText } from '../http/upload';
import { recordAccess } from '../http/recordAccess';
import { requireReach } from '../reach/references';
import { rewrite } from '../http/access';
import { objectBody, requireId, stringList } from '../http/body';

type Query = Record<string, string | undefined>;

/**
 * Audience segments beyond the generic CRUD (docs/product.md#calls Other): app-check helpers, retargeting
 * options, uploads and recalculation, the panel providers' dictionaries and reach.
 */
export function registerAudienceRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  registerAppCheck(app, ctx, service);
  registerRetargeting(app, ctx, service);
  registerCategorizer(app, ctx);
}

const BUNDLE = /^(id[0-9]{6,12}|[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+)$/;
const BAD_BUNDLE = 'Бандл — имя пакета (ru.example.app) или id из App Store (id123456789)';

function registerAppCheck(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'appCheckSegment');
  if (!access) return;
  const { def, gate, load } = access;

  /** GET /segment/app-check/queries?search=&platform=: known apps to pick bundles from (20 at most). */
  app.get('/segment/app-check/queries', async (req) => {
    gate(req);
    const q = req.query as Query;
    const needle = (q.search ?? '').trim().toLocaleLowerCase('ru');
    return KNOWN_APPS.filter((a) => !q.platform || a.platform === q.platform)
      .filter(
        (a) => !needle || a.bundle.toLowerCase().includes(needle) || a.title.toLocaleLowerCase('ru').includes(needle),
      )
      .slice(0, 20);
  });

  /** POST /segment/app-check/users-amount {id} (kept on the segment) or a draft {platform, bundles, mode, lookbackDays}. */
  app.post('/segment/app-check/users-amount', async (req) => {
    const scope = gate(req);
    const body = objectBody(req);
    if (body.id !== undefined) {
      const record = load(requireId(body.id, 'id', 'Не выбран сегмент'), scope);
      const usersAmount = appCheckUsers(record.data);
      rewrite(ctx, def, record, { ...record.data, usersAmount });
      return { id: record.id, usersAmount };
    }
    const errors = ctx.set.validate('appCheckSegment', { name: 'Черновик', mode: 'installed', ...body });
    if (errors) throw invalid(errors);
    return { usersAmount: appCheckUsers(body) };
  });

  /** POST /segment/app-check/check-bundles {platform?, bundles}: known, unknown (still allowed) and invalid bundles. */
  app.post('/segment/app-check/check-bundles', async (req) => {
    gate(req);
    const body = objectBody(req);
    const bundles = [...new Set(stringList(body, 'bundles'))];
    if (!bundles.length) throw invalid({ '/bundles': 'Добавьте хотя бы один бандл' });
    const known: { bundle: string; title: string }[] = [];
    const unknown: string[] = [];
    const bad: { bundle: string; message: string }[] = [];
    for (const bundle of bundles) {
      const app = KNOWN_APPS.find((a) => a.bundle === bundle && (!body.platform || a.platform === body.platform));
      if (!BUNDLE.test(bundle)) bad.push({ bundle, message: BAD_BUNDLE });
      else if (app) known.push({ bundle, title: app.title });
      else unknown.push(bundle);
    }
    return { known, unknown, invalid: bad };
  });

  /** POST /segment/app-check/add-bundles {id, bundles}: appended, duplicates skipped; answers the segment. */
  app.post('/segment/app-check/add-bundles', async (req) => {
    const scope = gate(req);
    const body = objectBody(req);
    const record = load(requireId(body.id, 'id', 'Не выбран сегмент'), scope);
    const adding = stringList(body, 'bundles');
    if (!adding.length) throw invalid({ '/bundles': 'Добавьте хотя бы один бандл' });
    const errors: Record<string, string> = {};
    adding.forEach((b, i) => {
      if (!BUNDLE.test(b)) errors[`/bundles/${i}`] = `«${b.slice(0, 60)}» — ${BAD_BUNDLE}`;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const bundles = [...new Set([...((record.data.bundles as string[] | undefined) ?? []), ...adding])];
    return service.present(def, service.update(def, record, { bundles }, null));
  });
}

function registerRetargeting(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'retargetingSegment');
  if (!access) return;
  const { def, gate, load } = access;
  ensureRetargeting(ctx.db);

  const campaignIn = (id: string, scope: Scope) => {
    const record = ctx.store.get('campaign', id);
    if (!record) throw invalid({ '/campaignId': 'Кампания не найдена' });
    if (scope !== null && (record.cabinetId === null || !scope.includes(record.cabinetId)))
      throw new HttpError(403, MESSAGES.foreignRecord);
    return record;
  };
  const binding = (campaignId: string) => {
    const row = ctx.db
      .prepare('SELECT win_segment, click_segment FROM retargeting_bindings WHERE campaign_id = ?')
      .get(campaignId) as { win_segment: string | null; click_segment: string | null } | undefined;
    return retargetingBindingPayload({ campaignId, winSegment: row?.win_segment, clickSegment: row?.click_segment });
  };
  const recount = (ids: (string | undefined | null)[]) => {
    for (const id of new Set(ids.filter((x): x is string => !!x))) {
      const record = ctx.store.get(def.schemaId, id);
      if (record) rewrite(ctx, def, record, { ...record.data, usersCount: retargetingUsers(ctx, id) });
    }
  };

  /**
   * GET /retargeting/options: what a binding may use (events, ttl bounds); with ?campaignId= the
   * campaign's binding {campaignId, winSegment?, clickSegment?}.
   */
  app.get('/retargeting/options', async (req) => {
    const scope = gate(req);
    const campaignId = (req.query as Query).campaignId;
    if (campaignId) return binding(campaignIn(campaignId, scope).id);
    return {
      events: [
        { id: 'win', name: 'Показ рекламы (win)' },
        { id: 'click', name: 'Клик по рекламе' },
      ],
      ttl: { min: 1, max: 365, default: 30 },
    };
  });

  /**
   * PUT /retargeting/options {campaignId, winSegment?, clickSegment?}: the campaign feeds these
   * segments; one not sent is no longer fed (docs/product.md#validation: only a non-empty one is sent).
   */
  app.put('/retargeting/options', async (req) => {
    const scope = gate(req);
    const body = objectBody(req);
    // The campaign and both segments are references of the body's schema: another cabinet's is refused at its field.
    requireReach(ctx, scope, 'retargetingBinding', body);
    const campaign = campaignIn(requireId(body.campaignId, 'campaignId', 'Не выбрана кампания'), scope);
    const segment = (field: 'winSegment' | 'clickSegment') => {
      if (body[field] === undefined || body[field] === null || body[field] === '') return null;
      return load(requireId(body[field], field, 'Не выбран сегмент'), scope).id;
    };
    const win = segment('winSegment');
    const click = segment('clickSegment');
    const before = binding(campaign.id);
    ctx.db.transaction(() => {
      if (win || click) {
        ctx.db
          .prepare(
            `INSERT INTO retargeting_bindings (campaign_id, win_segment, click_segment) VALUES (?, ?, ?)
          ON CONFLICT (campaign_id) DO UPDATE SET win_segment = excluded.win_segment, click_segment = excluded.click_segment`,
          )
          .run(campaign.id, win, click);
      } else {
        ctx.db.prepare('DELETE FROM retargeting_bindings WHERE campaign_id = ?').run(campaign.id);
      }
      recount([before.winSegment, before.clickSegment, win, click]);
    })();
    return binding(campaign.id);
  });

  /** POST /retargeting/recalculation {id}: users past ttl leave, the count is taken again. */
  app.post('/retargeting/recalculation', async (req) => {
    const scope = gate(req);
    const record = load(requireId(objectBody(req).id, 'id', 'Не выбран сегмент'), scope);
    const ttl = typeof record.data.ttl === 'number' ? record.data.ttl : 30;
    const now = ctx.now();
    const updated = ctx.db.transaction(() => {
      ctx.db
        .prepare('DELETE FROM retargeting_users WHERE segment_id = ? AND added_at < ?')
        .run(record.id, new Date(now.getTime() - ttl * 86_400_000).toISOString());
      return rewrite(ctx, def, record, {
        ...record.data,
        usersCount: retargetingUsers(ctx, record.id),
        recalculatedAt: now.toISOString(),
      });
    })();
    return service.present(def, updated);
  });

  /** POST /retargeting/users-upload (multipart: segmentId, file of ids one per line): answers {added, usersCount}. */
  multipartRoutes(app, (scope) => {
    scope.post('/retargeting/users-upload', async (req: FastifyRequest) => {
      const reach = gate(req);
      const upload = await readUpload(req);
      const record = load(requireId(upload.fields.segmentId, 'segmentId', 'Не выбран сегмент'), reach);
      const ids = uploadText(upload)
        .replace(/^\ufeff/, '')
        .split(/\r\n|\n|\r/)
        .map((l) => l.split(/[;,\t]/)[0].trim())
        .filter(Boolean);
      const bad = ids.map((id, i) => ({ id, line: i + 1 })).filter(({ id }) => !/^[0-9A-Za-z-]{8,64}$/.test(id));
      if (bad.length) {
        throw invalid({
          '/file': `Строка ${bad[0].line}: «${bad[0].id.slice(0, 60)}» — не идентификатор устройства${bad.length > 1 ? ` (и ещё ${bad.length - 1})` : ''}`,
        });
      }
      if (!ids.length) throw invalid({ '/file': 'В файле нет ни одного идентификатора' });
      const now = ctx.now().toISOString();
      const result = ctx.db.transaction(() => {
        const insert = ctx.db.prepare(
          'INSERT OR IGNORE INTO retargeting_users (segment_id, user_id, added_at) VALUES (?, ?, ?)',
        );
        const added = ids.reduce((n, id) => n + insert.run(record.id, id.toLowerCase(), now).changes, 0);
        const usersCount = retargetingUsers(ctx, record.id);
        rewrite(ctx, def, record, { ...record.data, usersCount });
        return { id: record.id, added, usersCount };
      })();
      return result;
    });
  });
}

function registerCategorizer(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'panelSegment');
  if (!access) return;
  const provider = (req: FastifyRequest) => {
    const p = (req.query as Query).provider;
    if (p !== 'omi' && p !== 'tiburon') throw invalid({ '/provider': 'Выберите поставщика панели: OMI или Tiburon' });
    return p;
  };
  const FILTER_NAMES: Record<string, string> = { genders: 'Пол', ages: 'Возраст', income: 'Доход' };

  /** GET /categorizer/categories?provider=omi|tiburon: [{id, name, users}]. */
  app.get('/categorizer/categories', async (req) => {
    access.gate(req);
    return PANEL_CATEGORIES[provider(req)];
  });
  /** GET /categorizer/filters?provider=: the filters the provider has data for. */
  app.get('/categorizer/filters', async (req) => {
    access.gate(req);
    return PANEL_FILTERS[provider(req)].map((id) => ({ id, name: FILTER_NAMES[id] }));
  });
  /** POST /categorizer/segment-info {provider, categories, filters?}: {users}. */
  app.post('/categorizer/segment-info', async (req) => {
    access.gate(req);
    return { users: panelReach(objectBody(req)) };
  });
}
