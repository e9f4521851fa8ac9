// @vitest-environment node
// Every transition a schema declares (x-operations), sent from every state of its field: what the
// transition allows is 200 and sets the state, anything else is refused with 409 and the Russian
// message naming both states (one record) or reported per record (a selection); a stale version
// is a 409 like a stale edit. One that matches records by the body's values (all of a group's
// notifications) changes those that may go there and leaves the others as they were.
import { describe, expect, it } from 'vitest';
import {
  operationsOf,
  transitionRefusal,
  type JsonSchema,
  type StateValue,
  type TransitionOperation,
} from '../../../src/engine/schema';
import type { StoredRecord } from '../../../server/store';
import { CREATIVE_CONFLICT } from '../../../server/hooks/creative';
import { seededApi } from './helpers';

const { server, admin, send } = await seededApi();
const ctx = server.app.kabinet;
const me = (await server.app.inject({ url: '/v2/users/me', headers: admin.headers })).json().id as string;

type Named = TransitionOperation & { name: string };
const declared: { schemaId: string; operation: Named }[] = [...ctx.defs.values()].flatMap((def) =>
  operationsOf(def.schema)
    .filter((o): o is Named => o.kind === 'transition')
    .map((operation) => ({ schemaId: def.schemaId, operation })),
);

function fieldSchema(schema: JsonSchema, field: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of field.split('.')) node = node && ctx.set.resolve(node).properties?.[key];
  return node && ctx.set.resolve(node);
}

function withField(data: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = field.split('.');
  if (!rest.length) return { ...data, [head]: value };
  const inner = (data[head] ?? {}) as Record<string, unknown>;
  return { ...data, [head]: withField(inner, rest.join('.'), value) };
}

/** Every state of the field: its enum's values, else the states the operation names. */
function statesOf(operation: Named, field: JsonSchema | undefined): StateValue[] {
  const fromEnum = field?.oneOf?.map((o) => o.const as StateValue) ?? [];
  const named = operation.transitions.flatMap((t) => [t.to, ...t.from]);
  return [...new Set([...fromEnum, ...named])];
}

/** A record of the schema in state `state`, written as it stands (the seed's way, no hooks). */
function inState(schemaId: string, record: StoredRecord, field: string, state: StateValue): StoredRecord {
  const current = ctx.store.get(schemaId, record.id)!;
  ctx.store.update(
    schemaId,
    current.id,
    current.version,
    withField(current.data, field, state),
    new Date().toISOString(),
  );
  return ctx.store.get(schemaId, record.id)!;
}

/**
 * The request of a transition for one record: its id where the operation takes it (or its values of
 * the fields the operation matches by), the state, If-Match.
 */
function request(operation: Named, record: StoredRecord, to: StateValue, version?: number) {
  const id = record.id;
  const body: Record<string, unknown> = {};
  for (const name of operation.match ?? []) body[name] = record.data[name];
  if (operation.id) body[operation.id] = id;
  if (operation.ids) body[operation.ids] = [id];
  if (operation.state) body[operation.state] = to;
  const url = operation.path.replace('{id}', encodeURIComponent(id));
  const headers = { ...admin.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) };
  return server.app.inject({ method: operation.method, url, headers, payload: body });
}

describe.each(declared)('$schemaId: $operation.name ($operation.method $operation.path)', ({ schemaId, operation }) => {
  const target = operation.records ?? schemaId;
  const field = fieldSchema(ctx.defs.get(target)!.schema, operation.field);
  // Not the signed-in user: blocking oneself is refused for another reason (below).
  const record = ctx.store.all(target).find((r) => r.id !== me)!;
  const bulk = !operation.path.includes('{id}') && !operation.id;

  it.each(operation.transitions.map((t) => ({ ...t, label: String(t.to) })))(
    'to $label: allowed from its states, refused from the others',
    async (transition) => {
      for (const state of statesOf(operation, field)) {
        const before = inState(target, record, operation.field, state);
        const res = await request(operation, record, transition.to, before.version);
        const refusal = transitionRefusal(operation, field, state, transition.to);
        const after = ctx.store.get(target, record.id)!;
        if (transition.from.includes(state)) {
          expect(res.statusCode, `${String(state)} → ${String(transition.to)}`).toBe(200);
          expect(after.version).toBe(before.version + 1);
          expect(JSON.stringify(after.data)).toContain(JSON.stringify(transition.to));
        } else if (operation.match) {
          expect(res.statusCode, `${String(state)} → ${String(transition.to)}`).toBe(200);
          expect(res.json().ids).not.toContain(record.id);
          expect(after.version).toBe(before.version);
        } else if (bulk) {
          expect(res.json(), `${String(state)} → ${String(transition.to)}`).toMatchObject({
            affectedCount: 0,
            skipped: [{ id: record.id, message: refusal }],
          });
          expect(after.version).toBe(before.version);
        } else {
          expect([res.statusCode, res.json().message], `${String(state)} → ${String(transition.to)}`).toEqual([
            409,
            refusal,
          ]);
          expect(after.version).toBe(before.version);
        }
      }
    },
  );

  it('refuses a stale version with 409, changing nothing (a call matching records names no version)', async () => {
    const [transition] = operation.transitions;
    const before = inState(target, record, operation.field, transition.from[0]);
    const res = await request(operation, record, transition.to, before.version - 1);
    if (operation.match) {
      expect(res.json().ids).toContain(record.id);
      return;
    }
    expect(res.statusCode).toBe(409);
    // The records' own text where the product has one (a creative's), else the generic one.
    expect(res.json().message).toMatch(
      target === 'creative' ? CREATIVE_CONFLICT : /^Запись была изменена другим пользователем/,
    );
    expect(ctx.store.get(target, record.id)!.version).toBe(before.version);
  });
});

it('every transition the product names is declared', () => {
  expect(declared.map(({ schemaId, operation }) => `${schemaId}.${operation.name}`).sort()).toEqual([
    'campaign.manyStatus',
    'campaign.status',
    'campaign.stop',
    'companion.status',
    'group.status',
    'moderationApp.status',
    'moderationCreative.status',
    'notification.read',
    'notification.readAll',
    'ordReport.send',
    'ssp.status',
    'user.block',
  ]);
});

it('refuses to block the signed-in user, naming why', async () => {
  const block = declared.find((d) => d.schemaId === 'user')!.operation;
  const self = ctx.store.get('user', me)!;
  inState('user', self, 'blocked', false);
  const res = await send('PUT', block.path.replace('{id}', me), { blocked: true });
  expect([res.statusCode, res.json().message]).toEqual([409, 'Нельзя заблокировать собственную учётную запись']);
});
