import { isObject } from './merge';
import type { ResourceDef } from './resourceDefs';

/**
 * What one write changed in one record, for its action-log line (the log's optional `changes`,
 * schemas/actionLog.schema.json): every leaf field (dotted path; a list is one value) whose value
 * differs between the record before the call and after it, with both values. The server's own
 * bookkeeping (version, updatedAt) is no change a user made; a secret (writeOnly) is named
 * without its values.
 */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const BOOKKEEPING = new Set(['version', 'updatedAt']);

function leaves(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isObject(value) && Object.keys(value).length) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

/** Absent, null and an empty text are one «no value». */
const empty = (v: unknown) => v === undefined || v === null || v === '';

export function recordChanges(
  def: ResourceDef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  leaves(before, '', was);
  leaves(after, '', now);
  const changes: FieldChange[] = [];
  for (const field of new Set([...was.keys(), ...now.keys()])) {
    if (!field || BOOKKEEPING.has(field.split('.')[0])) continue;
    const [a, b] = [was.get(field), now.get(field)];
    if ((empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b)) continue;
    if (def.property(field)?.writeOnly || def.property(field.split('.')[0])?.writeOnly) {
      changes.push({ field });
      continue;
    }
    changes.push({ field, ...(empty(a) ? {} : { before: a }), ...(empty(b) ? {} : { after: b }) });
  }
  return changes;
}
