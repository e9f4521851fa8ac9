// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { allows, PERMISSIONS } from '../../../../src/engine/schema';
import { reaches } from '../../../../server/reach/references';
import type { Scope, StoredRecord } from '../../../../server/store';
import { serverWithRoutes, session } from '../helpers';
import { readUrl, writeCall } from '../oneRecordPaths';

/**
 * Reach, route by route: every route that names a record in its path, as the administrator, the
 * agency and the viewer, on a record of their own cabinet and on one of another cabinet. Another
 * cabinet's record is never read or changed (any 4xx, and not one row of the database changes);
 * one's own is read wherever the cabinet holds the permission. Every list answers only records
 * in reach. The routes come from the server itself: a new route is in the table at once.
 */
const { app, routes } = await serverWithRoutes();
const ctx = app.kabinet;

/** Routes whose path does not start with the endpoint of the schema they act on. */
const ROUTE_RESOURCES: Record<string, string> = {
  '/agency/campaigns-guest-prices/:id': 'account',
  '/agency/account/:id/guest/permissions': 'account',
  '/ban/:kind/:id': 'campaign',
  '/banner/:id': 'creative',
  '/campaign/reach/:id': 'campaign',
  '/campaign/:id/analytics': 'campaign',
  '/campaign/:id/ifaid/:type': 'campaign',
  '/campaign/:id/owner': 'campaign',
  '/biglist/:id': 'bigList',
  '/brandlift/:id': 'brandlift',
  '/brandlift-preview/:id': 'brandlift',
  '/categorizer/segment/:id': 'panelSegment',
  '/ord/contract/initial/:id': 'ordInitialContract',
  '/player-config/:id': 'playerConfig',
  '/player-config/:id/preview': 'playerConfig',
  '/retargeting/segment/:id': 'retargetingSegment',
  '/rule/:id': 'rule',
  '/ssp/:id': 'ssp',
  '/ssp/:id/status': 'ssp',
  '/v2/ssp/:sysname/error': 'ssp',
  '/v2/notifications/:id/settings': 'notificationGroup',
  '/v2/playerconfig/statistics/campaigns/:id/logo': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/logo.xlsx': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/microsite': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/microsite.xlsx': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/offers': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/offers.xlsx': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/overlay': 'campaign',
  '/v2/playerconfig/statistics/campaigns/:id/overlay.xlsx': 'campaign',
};
/** Path parameters that name no record: a file, a kind of statistics, a schema. */
const NOT_RECORDS = new Set(['/storage/files/:file', '/v2/statistics/filters/:kind', '/v2/labels/:schema']);
/** Views whose records are another schema's (the moderation queue lists creatives). */
const STORED_AS: Record<string, string> = { moderationCreative: 'creative' };

const defs = [...ctx.defs.values()];
const storedAs = (schemaId: string) => STORED_AS[schemaId] ?? schemaId;

/** The schema a route acts on: the table above, else the longest endpoint its path starts with. */
function resourceOf(url: string): string | undefined {
  if (ROUTE_RESOURCES[url]) return ROUTE_RESOURCES[url];
  const owner = defs
    .filter((d) => url.startsWith(`${d.endpoint}/`))
    .sort((a, b) => b.endpoint.length - a.endpoint.length)[0];
  return owner?.schemaId;
}

const changes = (): number => ctx.db.prepare('SELECT total_changes()').pluck().get() as number;

const roles = {
  admin: await session(app, 'admin', 'admin'),
  agency: await session(app, 'agency', 'agency'),
  viewer: await session(app, 'viewer', 'account'),
};
type Role = keyof typeof roles;
const scopeOf = (role: Role): Scope => ctx.cabinets.scope(ctx.cabinets.get(roles[role].cabinet.id)!);
/** The cabinet may open the schema's screens: its permissions and its cabinet type (the API's own rule, access.ts). */
const holds = (role: Role, schemaId: string) => {
  const cabinet = ctx.cabinets.get(roles[role].cabinet.id)!;
  return allows(ctx.defs.get(schemaId)!, { permissions: cabinet.permissions, cabinetType: cabinet.type });
};

/** The cabinet is itself this record of the schema (x-self-cabinet: an account's cabinet), which it reads. */
const isSelf = (role: Role, def: { schema: { 'x-self-cabinet'?: string } }, id: string) => {
  const cabinet = ctx.cabinets.get(roles[role].cabinet.id)!;
  return def.schema['x-self-cabinet'] === cabinet.type && id === cabinet.id;
};

/** A record of the schema in the role's reach (own) and one out of it (other), if the seed has them. */
function recordsFor(role: Role, schemaId: string): { own?: StoredRecord; other?: StoredRecord } {
  const scope = scopeOf(role);
  const all = ctx.store.all(storedAs(schemaId));
  return { own: all.find((r) => reaches(scope, r)), other: all.find((r) => !reaches(scope, r)) };
}

const idRoutes = routes
  .filter((r) => /:(id|sysname)\b/.test(r.url) && !NOT_RECORDS.has(r.url))
  .flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD')
      .map((method) => ({ method, url: r.url })),
  );

const pathFor = (url: string, id: string, role: Role) =>
  url
    .replace(':kind', 'domain')
    .replace(':cabinetId', roles[role].cabinet.id)
    .replace(/:(id|sysname)\b/, encodeURIComponent(id));

async function call(role: Role, method: string, url: string, body: Record<string, unknown> = {}) {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : body;
  return app.inject({ method: method as 'GET', url, headers: roles[role].headers, ...(payload ? { payload } : {}) });
}

describe('every route that names a record, as admin, agency and viewer', () => {
  it('knows the schema of every such route (a new route names its schema in ROUTE_RESOURCES if its path does not say it)', () => {
    expect(idRoutes.length).toBeGreaterThan(150);
    expect(idRoutes.filter((r) => !resourceOf(r.url)).map((r) => r.url)).toEqual([]);
  });

  otherCabinetsChecks();
  for (const role of ['admin', 'agency', 'viewer'] as const) listChecks(role);

  for (const role of ['admin', 'agency', 'viewer'] as const) {
    it(`${role}: its own records are read by the generic CRUD wherever it holds the permission`, async () => {
      const wrong: string[] = [];
      for (const def of defs) {
        const { own } = recordsFor(role, def.schemaId);
        if (!own) continue;
        const url = readUrl(def, own.id);
        if (!url) continue; // read from the list (x-calls.read fromList): the list checks cover it
        const res = await call(role, 'GET', url);
        const expected = holds(role, def.schemaId) || isSelf(role, def, own.id) ? 200 : 403;
        if (res.statusCode !== expected) wrong.push(`${def.endpoint}: ${res.statusCode}, expected ${expected}`);
        // Without the permission the answer says so, never that the record is someone else's.
        if (res.statusCode === 403) expect(res.json().message).not.toBe('Запись принадлежит другому кабинету');
      }
      expect(wrong).toEqual([]);
    });

    it(`${role}: an own record is written (an empty PATCH) with the permission, refused without, never half-written`, async () => {
      const wrong: string[] = [];
      for (const def of defs) {
        const { own } = recordsFor(role, def.schemaId);
        if (!own) continue;
        const before = changes();
        const write = writeCall(def, own.id);
        if (!write) continue; // the platform has no save (x-calls.update false)
        const res = await call(role, write.method, write.url, write.payload);
        // 405: journals and views nobody writes; 400 without field errors: the record's state
        // refuses edits (a sent report). Never a field error: nothing in an empty PATCH names a record.
        const refusedByState = res.statusCode === 400 && !res.json().errors;
        const view = STORED_AS[def.schemaId] !== undefined && res.statusCode === 404;
        const ok = holds(role, def.schemaId)
          ? [200, 405].includes(res.statusCode) || refusedByState || view
          : res.statusCode === 403;
        if (!ok) wrong.push(`${def.endpoint}: ${res.statusCode}`);
        if (res.statusCode >= 400 && changes() !== before) wrong.push(`${def.endpoint}: refused, yet written`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('bulk delete with one record of another cabinet refuses all, and deletes nothing', async () => {
    for (const role of ['agency', 'viewer'] as const) {
      for (const def of defs) {
        const { own, other } = recordsFor(role, def.schemaId);
        if (!other) continue;
        const before = changes();
        const ids = [own?.id, other.id].filter(Boolean).join(',');
        const res = await call(role, 'DELETE', `${def.endpoint}?ids=${encodeURIComponent(ids)}`);
        expect(res.statusCode, `${role} ${def.endpoint}`).toBeGreaterThanOrEqual(400);
        expect(changes(), `${role} ${def.endpoint}`).toBe(before);
      }
    }
  });
});

/** Another cabinet's records through every route, as the agency and the viewer. */
function otherCabinetsChecks(): void {
  for (const role of ['agency', 'viewer'] as const) {
    it(`${role}: another cabinet's record is neither read nor changed, by any route`, async () => {
      const leaks: string[] = [];
      let tried = 0;
      for (const { method, url } of idRoutes) {
        const { other } = recordsFor(role, resourceOf(url)!);
        if (!other) continue;
        tried++;
        const before = changes();
        const res = await call(role, method, pathFor(url, other.id, role));
        if (res.statusCode < 400 || res.statusCode >= 500 || changes() !== before)
          leaks.push(`${method} ${url}: ${res.statusCode}`);
      }
      expect(tried).toBeGreaterThan(100);
      expect(leaks).toEqual([]);
    });
  }
}

/** Every list of the role's cabinet holds only records in its reach. */
function listChecks(role: Role): void {
  it(`${role}: every list answers only records in reach`, async () => {
    const scope = scopeOf(role);
    const leaks: string[] = [];
    for (const def of defs) {
      const res = await call(role, 'GET', `${def.endpoint}?pageSize=1000`);
      if (res.statusCode !== 200) {
        if (holds(role, def.schemaId)) leaks.push(`${def.endpoint}: ${res.statusCode} with the permission`);
        continue;
      }
      const ids = (res.json() as { id: string }[]).map((r) => r.id);
      const foreign = ids.filter((id) => {
        const record = ctx.store.get(storedAs(def.schemaId), id);
        return record && !reaches(scope, record);
      });
      if (foreign.length) leaks.push(`${def.endpoint}: ${foreign.length} of another cabinet`);
    }
    expect(leaks).toEqual([]);
  });
}

describe('the same, once the agency and the viewer hold every permission (moderation, logs, debug, users…)', () => {
  beforeAll(async () => {
    const every = Object.fromEntries(PERMISSIONS.map((p) => [p, true]));
    for (const role of ['agency', 'viewer'] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: '/v2/users/permissions',
        headers: roles.admin.headers,
        payload: { cabinetId: roles[role].cabinet.id, permissions: every },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  otherCabinetsChecks();
  for (const role of ['agency', 'viewer'] as const) listChecks(role);
});
