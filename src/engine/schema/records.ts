import type { SchemaRegistry } from './registry';
import type { JsonSchema } from './types';

/** A value at a dotted path of a record ("finance.balance"); undefined when the path is not there. */
export function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/**
 * Removes what a form leaves behind for "nothing": null, undefined, '' and objects or lists that
 * end up empty. Validation and the API then see an absent field, as JSON Schema's `required` expects.
 */
export function compact<T>(value: T): T | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map((v) => compact(v)).filter((v) => v !== undefined);
    return items.length ? (items as T) : undefined;
  }
  if (typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = compact(v);
      if (c !== undefined) out[k] = c;
    }
    return Object.keys(out).length ? (out as T) : undefined;
  }
  return value;
}

/** Drops readOnly (server-owned) properties, nested ones included: they are shown, never sent. */
export function stripReadOnly(set: SchemaRegistry, schema: JsonSchema, value: unknown): unknown {
  const s = set.resolve(schema);
  if (Array.isArray(value) && s.items) return value.map((v) => stripReadOnly(set, s.items!, v));
  if (!value || typeof value !== 'object' || Array.isArray(value) || !s.properties) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const prop = s.properties[k];
    if (!prop) continue; // unknown keys (version, server extras) are not part of the entity
    const resolved = set.resolve(prop);
    if (resolved.readOnly) continue;
    // A field that belongs to some values of another (x-when) is not sent with the others.
    const when = resolved['x-when'];
    if (when && !when.in.includes((value as Record<string, unknown>)[when.field] as never)) continue;
    out[k] = stripReadOnly(set, prop, v);
  }
  return out;
}

/** The fields a user may send for an entity: no server-owned ones, no empties. */
export function writablePayload(set: SchemaRegistry, schemaId: string, data: unknown): Record<string, unknown> {
  return (compact(stripReadOnly(set, set.get(schemaId), data)) ?? {}) as Record<string, unknown>;
}

/** { "/finance/currency": "…" } → { finance: { currency: "…" } }, as react-hook-form expects. */
export function pointersToNested(errors: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    const parts = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!parts.length) continue;
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node[p] = (node[p] as Record<string, unknown>) ?? {};
      node = node[p] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]] ??= message;
  }
  return out;
}

/**
 * A refusal of a whole object (a required period left empty: «/period») has no input of its own
 * to show at: it moves to the object's first input (`/period/start`), where the form shows it and
 * the user starts filling the object in. An object that is one input itself (a stored file) keeps it.
 */
export function errorsAtInputs(
  set: Pick<SchemaRegistry, 'get' | 'resolve'>,
  schemaId: string,
  errors: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    let at = pointer;
    let node: JsonSchema | undefined = set.resolve(set.get(schemaId));
    for (const part of pointer.split('/').slice(1)) {
      const resolved: JsonSchema = set.resolve(node!);
      node = resolved.properties?.[part] ?? (resolved.items && /^\d+$/.test(part) ? resolved.items : undefined);
      if (!node) break;
    }
    for (let depth = 0; node && depth < 8; depth++) {
      const resolved: JsonSchema = set.resolve(node);
      if (resolved['x-file'] || !resolved.properties) break;
      const first = Object.entries(resolved.properties).find(([, p]) => !set.resolve(p).readOnly);
      if (!first) break;
      at = `${at}/${first[0].replace(/~/g, '~0').replace(/\//g, '~1')}`;
      node = first[1];
    }
    out[at] ??= message;
  }
  return out;
}
