import { valueAt } from '../../schema/records';
import { NUMERIC, type BulkField } from './bulkFields';

/** How one chosen field changes on every selected record. */
export type BulkHow =
  | { how: 'set'; value: unknown }
  /** By a percentage of each record's own value: +10 raises a CPM of 100 to 110. */
  | { how: 'percent'; by: number }
  /** By an amount added to each record's own value (negative to lower it). */
  | { how: 'amount'; by: number };

export interface BulkChange extends BulkField {
  change: BulkHow;
}

export interface FieldDiff {
  source: string;
  title: string;
  before: unknown;
  after: unknown;
}

type Data = Record<string, unknown>;

function withValue(record: Data, path: string[], value: unknown): Data {
  const [head, ...rest] = path;
  if (!rest.length) return { ...record, [head]: value };
  const inner = record[head];
  return { ...record, [head]: withValue(inner && typeof inner === 'object' ? (inner as Data) : {}, rest, value) };
}

/**
 * Digits after the point a number field keeps: the schema's x-decimals (money in whole kopecks),
 * none for an integer; a plain number keeps what the arithmetic gives, to 6 places.
 */
export function decimalsOf(change: BulkChange): number {
  const { field } = change;
  if (field.kind === 'integer' || field.schema.type === 'integer') return 0;
  const declared = field.schema['x-decimals'];
  return typeof declared === 'number' ? declared : 6;
}

/** Rounded half away from zero at `decimals` places, on the number's decimal digits (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const digits = String(Math.abs(value));
  // Shifted on the decimal digits, so 1.005 is 100.5 hundredths, not the double's 100.4999…
  const scaled = digits.includes('e') ? Math.abs(value) * 10 ** decimals : Number(`${digits}e${decimals}`);
  const rounded = Math.round(scaled) / 10 ** decimals;
  return Math.sign(value) * rounded || 0;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * One record after the chosen changes, and what differs. A percentage or an amount changes the
 * record's own number; a record without one keeps its field as it is (there is nothing to raise).
 */
export function applyChanges(record: Data, changes: BulkChange[]): { next: Data; diffs: FieldDiff[] } {
  let next = record;
  const diffs: FieldDiff[] = [];
  for (const change of changes) {
    const { source } = change.field;
    const before = valueAt(record, source);
    let after: unknown;
    if (change.change.how === 'set') after = change.change.value;
    else if (typeof before !== 'number' || !NUMERIC.has(change.field.kind)) continue;
    else {
      const raw = change.change.how === 'percent' ? before * (1 + change.change.by / 100) : before + change.change.by;
      after = roundTo(raw, decimalsOf(change));
    }
    if (same(before, after)) continue;
    next = withValue(next, source.split('.'), after);
    diffs.push({ source, title: change.title, before, after });
  }
  return { next, diffs };
}
