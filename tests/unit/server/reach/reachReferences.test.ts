// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, stripReadOnly } from '../../../../src/engine/schema';
import { reaches, referencePlaces, type ReferencePlace } from '../../../../server/reach/references';
import { findReferenced } from '../../../../server/resourceDefs';
import type { StoredRecord } from '../../../../server/store';
import { seededApi } from '../helpers';
import { writeCall } from '../oneRecordPaths';
import { createRequest } from '../formBody';

/**
 * Every x-reference field of every schema (top level, nested, in arrays), and every custom call
 * whose body has one, as the agency and as the viewer pointing at a record of another cabinet:
 * refused with a Russian message at that field, and not one row of the database written. Both
 * cabinets are first given every permission, so that it is the reach of the reference that
 * refuses, not a missing permission. The places come from the schemas: a new reference is
 * walked at once.
 */
const { server, admin, agency, viewer } = await seededApi();
const ctx = server.app.kabinet;
const MISSING = 'Выбранная запись не найдена';
const roles = { agency, viewer };
type Role = keyof typeof roles;

/** Custom calls whose body schema has references: the call and a body that is valid but for them. */
const CALLS: Record<
  string,
  {
    method: 'POST' | 'PUT' | 'PATCH';
    url: string;
    body: (role: Role) => Promise<Record<string, unknown>>;
    /** The reference names the record the call changes (PUT /biglist {listID}): refused as a path's id is. */
    target?: true;
  }
> = {
  campaignCopy: { method: 'POST', url: '/v2/campaigns/copy', body: async () => ({ name: 'Копия' }) },
  groupMembers: { method: 'PUT', url: '/group/campaigns', body: async (role) => ({ id: await ownGroup(role) }) },
  // «В большой список» of the inventory: its form picks the list the selected domains go to.
  bigListPick: { method: 'PUT', url: '/biglist', body: async () => ({ addValues: ['example.ru'] }), target: true },
  // «Собирать из кампании» of a retargeting segment: the campaign and the segments it feeds.
  retargetingBinding: {
    method: 'PUT',
    url: '/retargeting/options',
    body: async (role) => ({ campaignId: await ownCampaign(role) }),
  },
};

/** A campaign of the role's own cabinet. */
async function ownCampaign(role: Role): Promise<string> {
  const res = await server.app.inject({ url: '/v2/campaigns?pageSize=1', headers: roles[role].headers });
  return (res.json() as { id: string }[])[0].id;
}

/** A group of the role's own cabinet, made for the test. */
async function ownGroup(role: Role): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/v2/groups',
    headers: roles[role].headers,
    payload: { name: `Группа ${role}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const changes = (): number => ctx.db.prepare('SELECT total_changes()').pluck().get() as number;
const scopeOf = (role: Role) => ctx.cabinets.scope(ctx.cabinets.get(roles[role].cabinet.id)!);

/** A body holding `id` at the place (an array of one for "*" steps). */
function bodyAt(path: string[], id: string): { body: unknown; pointer: string } {
  if (!path.length) return { body: id, pointer: '' };
  const [head, ...rest] = path;
  const inner = bodyAt(rest, id);
  if (head === '*') return { body: [inner.body], pointer: `/0${inner.pointer}` };
  return { body: { [head]: inner.body }, pointer: `/${head}${inner.pointer}` };
}

/** Deep merge of `over` into `base` (objects only; arrays and values replace). */
function merged(base: unknown, over: unknown): unknown {
  if (
    !base ||
    typeof base !== 'object' ||
    Array.isArray(base) ||
    !over ||
    typeof over !== 'object' ||
    Array.isArray(over)
  )
    return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over)) out[k] = merged(out[k], v);
  return out;
}

function foreignOf(role: Role, place: ReferencePlace): StoredRecord | undefined {
  const target = findReferenced(ctx.defs.values(), place.resource);
  return target ? ctx.store.all(target.schemaId).find((r) => !reaches(scopeOf(role), r)) : undefined;
}

const sharedTarget = (place: ReferencePlace) => findReferenced(ctx.defs.values(), place.resource)?.shared === true;
/** The places a client writes that reach decides: not those naming records every cabinet may name (x-shared: SSPs). */
const writablePlaces = (schemaId: string) =>
  referencePlaces(ctx, schemaId).filter((p) => !p.readOnly && !sharedTarget(p));

beforeAll(async () => {
  const every = Object.fromEntries(PERMISSIONS.map((p) => [p, true]));
  for (const role of Object.values(roles)) {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/v2/users/permissions',
      headers: admin.headers,
      payload: { cabinetId: role.cabinet.id, permissions: every },
    });
    expect(res.statusCode).toBe(200);
  }
});

describe("the schemas' references", () => {
  it('are found at the top, in nested objects and in arrays', () => {
    const places = (id: string) => writablePlaces(id).map((p) => `${p.path.join('.')}→${p.resource}`);
    expect(places('account')).toContain('agencyID→agencies');
    expect(places('campaign')).toEqual(
      expect.arrayContaining([
        'accountId→accounts',
        'groupId→groups',
        'parentId→campaigns',
        'other.reservations.*→reservations',
      ]),
    );
    expect(places('creative')).toContain('videoData.playerConfigId→playerConfigs');
    expect(places('rule')).toContain('campaignIds.*→campaigns');
    // Server-owned references are never taken from a body.
    expect(places('creative')).not.toContain('parentId→creatives');
    expect(referencePlaces(ctx, 'creative').find((p) => p.path.join('.') === 'parentId')?.readOnly).toBe(true);
  });

  it("are refused by reach except those to the platform's records every cabinet may name (SSPs)", async () => {
    const shared = referencePlaces(ctx, 'campaign').filter(sharedTarget);
    expect(shared.map((p) => p.path.join('.'))).toEqual(['targets.ssp.*']);
    const campaign = ctx.store.all('campaign').find((r) => reaches(scopeOf('agency'), r))!;
    const ssp = ctx.store.all('ssp')[0];
    expect(reaches(scopeOf('agency'), ssp)).toBe(false);
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/v2/campaigns/${campaign.id}`,
      headers: agency.headers,
      payload: { targets: { ssp: [ssp.id] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().targets.ssp).toEqual([ssp.id]);
    const names = await server.app.inject({ url: `/v2/labels/ssp?ids=${ssp.id}`, headers: agency.headers });
    expect(names.json()).toEqual([{ id: ssp.id, name: ssp.data.name }]);
  });

  for (const role of ['agency', 'viewer'] as const) {
    it(`${role}: creating with any reference to another cabinet's record is refused at that field, nothing stored`, async () => {
      const scope = scopeOf(role);
      let tried = 0;
      const wrong: string[] = [];
      for (const def of ctx.defs.values()) {
        // A template the role could create: one of its own records when it has one (its other references are then its own).
        const all = ctx.store.all(def.schemaId);
        const template = all.find((r) => reaches(scope, r)) ?? all[0];
        for (const place of writablePlaces(def.schemaId)) {
          const foreign = foreignOf(role, place);
          if (!foreign) continue;
          tried++;
          const { body, pointer } = bodyAt(place.path, foreign.id);
          const payload = merged(stripReadOnly(ctx.set, def.schema, template?.data ?? {}), body) as object;
          const before = changes();
          const call = createRequest(def, payload as Record<string, unknown>);
          const res = await server.app.inject({ ...call, headers: { ...roles[role].headers, ...call.headers } });
          const refused =
            res.statusCode === 403 ||
            res.statusCode === 405 ||
            (res.statusCode === 400 &&
              (!reaches(scope, template ?? { id: '', cabinetId: null }) || res.json().errors?.[pointer] !== undefined));
          if (!refused) wrong.push(`POST ${call.url} ${pointer}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (changes() !== before) wrong.push(`POST ${call.url} ${pointer}: written`);
        }
      }
      expect(tried).toBeGreaterThan(20);
      expect(wrong).toEqual([]);
    });

    it(`${role}: changing any reference of its own record to another cabinet's record is refused at that field, nothing stored`, async () => {
      const scope = scopeOf(role);
      let tried = 0;
      const wrong: string[] = [];
      for (const def of ctx.defs.values()) {
        // A record the role edits: one its cabinet (or one below) owns.
        const own = ctx.store
          .all(def.schemaId)
          .find((r) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId)));
        if (!own) continue;
        for (const place of writablePlaces(def.schemaId)) {
          const foreign = foreignOf(role, place);
          if (!foreign) continue;
          tried++;
          const { body, pointer } = bodyAt(place.path, foreign.id);
          const write = writeCall(def, own.id, body as Record<string, unknown>);
          if (!write) continue; // the platform has no save (x-calls.update false): the create is checked
          const before = changes();
          const res = await server.app.inject({
            ...write,
            headers: roles[role].headers,
          });
          const refused =
            res.statusCode === 405 ||
            (res.statusCode === 400 && (res.json().errors?.[pointer] === MISSING || !res.json().errors));
          if (!refused) wrong.push(`PATCH ${def.endpoint} ${pointer}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (changes() !== before) wrong.push(`PATCH ${def.endpoint} ${pointer}: written`);
        }
      }
      expect(tried).toBeGreaterThan(5);
      expect(wrong).toEqual([]);
    });

    it(`${role}: every custom call with a reference in its body is refused at that field when it names another cabinet's record`, async () => {
      const withReferences = [...ctx.set.schemas.keys()].filter((id) => !ctx.defs.has(id) && writablePlaces(id).length);
      expect(withReferences.sort()).toEqual(Object.keys(CALLS).sort());
      for (const [schemaId, call] of Object.entries(CALLS)) {
        for (const place of writablePlaces(schemaId)) {
          const foreign = foreignOf(role, place)!;
          const { body, pointer } = bodyAt(place.path, foreign.id);
          const base = await call.body(role);
          const before = changes();
          const res = await server.app.inject({
            method: call.method,
            url: call.url,
            headers: roles[role].headers,
            payload: merged(base, body) as object,
          });
          // The changed record: refused like a path's id (not found, or no permission to change it at all).
          if (call.target) expect([403, 404], `${call.url} ${pointer}: ${res.statusCode}`).toContain(res.statusCode);
          else {
            expect(res.statusCode, `${call.url} ${pointer}`).toBe(400);
            expect(res.json().errors).toEqual({ [pointer]: MISSING });
          }
          expect(changes()).toBe(before);
        }
      }
    });
  }
});
