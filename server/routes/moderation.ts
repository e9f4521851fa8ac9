import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import type { QueryInput } from '../listQuery';
import type { ResourceDef } from '../resourceDefs';
import type { StoredRecord } from '../store';
import { reaches } from '../reach/references';
import { access, type Data } from '../http/access';
import { paging, setPageHeaders } from '../http/paging';

const values = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

function withoutEmpty(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * A list over computed rows with the generic list's parameters: equality filters (comma = any
 * of) on the named fields, search, sort, paging. The queue of creatives is a view of another
 * schema's records, so the SQL of the generic list does not apply.
 */
function listRows(rows: Data[], query: QueryInput, filters: string[], searchIn: string[]) {
  let out = rows;
  const ids = [...values(query.ids), ...values(query.id)];
  if (ids.length) out = out.filter((r) => ids.includes(String(r.id)));
  for (const field of filters) {
    const wanted = values(query[field]);
    if (wanted.length) out = out.filter((r) => wanted.includes(String(r[field] ?? '')));
  }
  const needle = (first(query.search) ?? '').toLocaleLowerCase('ru');
  if (needle)
    out = out.filter(
      (r) =>
        searchIn.some((f) =>
          String(r[f] ?? '')
            .toLocaleLowerCase('ru')
            .includes(needle),
        ) || String(r.id).includes(needle),
    );
  // Newest first unless asked otherwise.
  const sort = first(query.sort) ?? 'createdAt';
  const dir = first(query.sort) ? (first(query.order)?.toLowerCase() === 'desc' ? -1 : 1) : -1;
  out = [...out].sort(
    (a, b) => dir * String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''), 'ru', { numeric: true }),
  );
  const page = paging(query);
  return { page, total: out.length, rows: out.slice((page.page - 1) * page.pageSize, page.page * page.pageSize) };
}

/**
 * Moderation's reads (docs/product.md#routes moderation/creatives and moderation/apps): the creatives
 * queue is a view of the campaigns' creatives, answered here; the apps queue is the generic CRUD's.
 * The status calls of both are their schemas' declared transitions (x-operations, served by
 * routes/operations.ts; the decision's details by hooks/moderation.ts). Who changed a creative's
 * status is read from the action log.
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const queue = ctx.defs.get('moderationCreative');
  const creative = ctx.defs.get('creative');
  if (queue && creative) registerCreativeQueue(app, ctx, queue, creative);
}

function registerCreativeQueue(
  app: FastifyInstance,
  ctx: ServerContext,
  queue: ResourceDef,
  creative: ResourceDef,
): void {
  const E = queue.endpoint;

  /** Who set the creative's current status: the newest moderation line of the action log. */
  const moderatorOf = ctx.db.prepare(`SELECT json_extract(data, '$.userLogin') AS login FROM records
    WHERE resource = 'actionLog' AND json_extract(data, '$.objectType') = ? AND json_extract(data, '$.objectID') = ?
      AND json_extract(data, '$.action') = 'moderation'
    ORDER BY json_extract(data, '$.time') DESC LIMIT 1`);

  const view = (record: StoredRecord, campaigns: Map<string, StoredRecord | null>): Data => {
    const d = record.data;
    const campaignId = text(d.campaignId);
    if (campaignId && !campaigns.has(campaignId)) campaigns.set(campaignId, ctx.store.get('campaign', campaignId));
    const status = obj(d.statusData);
    const storage = obj(d.storageData);
    const push = obj(d.pushData);
    return withoutEmpty({
      id: record.id,
      name: d.name,
      campaignId,
      format: campaignId ? campaigns.get(campaignId)?.data.creativeType : undefined,
      adProtocol: obj(d.targets).adProtocol,
      moderationStatus: status.moderationStatus,
      reason: status.reason,
      url: d.url,
      topLevelDomain: d.topLevelDomain,
      preview: storage.file ?? storage.fileIcon ?? storage.wrapper,
      pushTitle: push.title,
      pushText: push.text,
      moderatedAt: status.moderatedAt,
      createdAt: d.createdAt ?? record.createdAt,
      version: record.version,
    });
  };
  const withModerator = (row: Data): Data => {
    if (!row.moderatedAt) return row;
    const found = moderatorOf.get(creative.schemaId, row.id) as { login: string | null } | undefined;
    return found?.login ? { ...row, moderatedBy: found.login } : row;
  };

  // The queue's reads are answered here, before the generic handler (which has no records of
  // this view to read): the list and one creative.
  app.addHook('preHandler', async (req: FastifyRequest, reply) => {
    if (req.method !== 'GET') return;
    const url = req.routeOptions.url;
    if (url !== E && url !== `${E}/:id`) return;
    const { scope } = access(ctx, req, queue);
    const campaigns = new Map<string, StoredRecord | null>();
    if (url === `${E}/:id`) {
      const record = ctx.store.get(creative.schemaId, (req.params as { id: string }).id);
      if (!record) throw new HttpError(404, MESSAGES.notFound);
      if (!reaches(scope, record)) throw new HttpError(403, MESSAGES.foreignRecord);
      reply.header('etag', `"${record.version}"`);
      return reply.send(withModerator(view(record, campaigns)));
    }
    const rows = ctx.store
      .all(creative.schemaId)
      .filter((r) => reaches(scope, r))
      .map((r) => view(r, campaigns));
    const query = req.query as QueryInput;
    const {
      page,
      total,
      rows: pageRows,
    } = listRows(
      rows,
      query,
      ['moderationStatus', 'format', 'adProtocol', 'campaignId'],
      ['name', 'url', 'topLevelDomain'],
    );
    setPageHeaders(reply, page, total);
    return reply.send(pageRows.map(withModerator));
  });
}
