import { compact, valueAt } from '../engine/schema/records';
import type { FieldErrors } from '../engine/schema/types';
import { readCell, type RawCell, type YesNo } from './cellValue';
import type { ImportColumn } from './columns';
import { fill } from './fill';
import { IMPORT_MESSAGES } from './importMessages';
import type { Mapping } from './mapping';

/**
 * The dry run: what importing each row would do, with nothing written. A row's cells become a
 * record (cellValue.ts), references are looked up among the names the page resolved through the
 * names call (within the cabinet's reach), the record is checked by the resource's own validator
 * (the form's messages), and its key finds the existing record it would update. Uniqueness is
 * checked within the file and against existing records.
 */
export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface Change {
  source: string;
  before: unknown;
  after: unknown;
}

export interface PlannedRow {
  /** Index among the file's data rows. */
  index: number;
  /** The row's line in the file (the heading is line 1). */
  line: number;
  action: RowAction;
  /** Messages by field source; '' for the row as a whole. */
  errors: Record<string, string>;
  /** What a create or an update sends (an update: the existing record with the row's values). */
  record?: Record<string, unknown>;
  /** The existing record's id (updates, unchanged rows). */
  id?: string;
  changes?: Change[];
}

export interface UniqueField {
  source: string;
  message?: string;
}

export interface PlanSetup {
  columns: ImportColumn[];
  mapping: Mapping;
  /** Sources of the business key. */
  key: string[];
  unique: UniqueField[];
  words: YesNo;
  /** Reference key → normal name (normalName) → id; null: several records bear that name. */
  names: Record<string, Record<string, string | null>>;
  /** Existing records in reach: each one's id and its writable payload. */
  existing: { id: string; record: Record<string, unknown> }[];
}

export type Validate = (record: Record<string, unknown>) => Promise<FieldErrors | null>;

/** A name as it is compared: case, spaces around and ё/е aside. */
export const normalName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\u0451/g, '\u0435')
    .replace(/\s+/g, ' ');

const blank = (cell: RawCell | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

/** A dotted path's keys, split once per path (a dry run sets the same few paths in every row). */
const pathParts = new Map<string, readonly string[]>();
function partsOf(path: string): readonly string[] {
  let parts = pathParts.get(path);
  if (!parts) pathParts.set(path, (parts = path.split('.')));
  return parts;
}

/** Sets a dotted path in a record the planner owns (a row's fresh values, or a clone of the existing record). */
function setAt(record: Record<string, unknown>, path: string, value: unknown): void {
  const parts = partsOf(path);
  let node = record;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node[parts[i]];
    node = (next && typeof next === 'object' && !Array.isArray(next) ? next : (node[parts[i]] = {})) as Record<
      string,
      unknown
    >;
  }
  node[parts[parts.length - 1]] = value;
}

/** A value as a key part: strings without case and spaces around, so «Весна» finds «весна ». */
const keyPart = (value: unknown) => (typeof value === 'string' ? normalName(value) : (value ?? null));
const keyOf = (record: unknown, key: string[]) => {
  const parts = key.map((k) => keyPart(valueAt(record, k)));
  return parts.some((p) => p === null || p === '') ? null : JSON.stringify(parts);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Distinct texts of reference cells, by the reference's resource key: the page resolves them. */
export function referenceTexts(
  rows: readonly RawCell[][],
  columns: ImportColumn[],
  mapping: Mapping,
): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const column of columns) {
    const index = mapping[column.source];
    if (!column.reference || index === undefined) continue;
    const texts = (out[column.reference] ??= new Set());
    for (const row of rows) {
      const cell = row[index];
      if (blank(cell)) continue;
      const read = readCell(column, cell!, { yes: [], no: [] });
      if ('names' in read) for (const name of read.names) texts.add(name);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
}

/** The error pointer's column: the field itself, else the closest field above it or first below it. */
function columnOfPointer(pointer: string, sources: readonly string[]): string | null {
  const path = pointer.split('/').filter(Boolean).join('.');
  let best: string | null = null;
  for (const s of sources) if ((path === s || path.startsWith(`${s}.`)) && (!best || s.length > best.length)) best = s;
  return best ?? sources.find((s) => s.startsWith(`${path}.`)) ?? null;
}

export class Planner {
  private readonly mapped: ImportColumn[];
  private readonly existingByKey = new Map<string, { id: string; record: Record<string, unknown> }>();
  private readonly seenKeys = new Map<string, number>();
  private readonly seenUnique = new Map<string, Map<string, number>>();
  private readonly existingUnique = new Map<string, Map<string, string>>();
  private readonly headerOf: Map<string, string>;

  constructor(private readonly setup: PlanSetup) {
    this.mapped = setup.columns.filter((c) => c.source in setup.mapping);
    this.headerOf = new Map(setup.columns.map((c) => [c.source, c.header]));
    for (const one of setup.existing) {
      const { record } = one;
      const k = keyOf({ id: one.id, ...record }, setup.key);
      if (k !== null && !this.existingByKey.has(k)) this.existingByKey.set(k, one);
      for (const u of setup.unique) {
        const v = keyPart(valueAt(record, u.source));
        if (v === null || v === '') continue;
        const byValue = this.existingUnique.get(u.source) ?? new Map<string, string>();
        byValue.set(JSON.stringify(v), one.id);
        this.existingUnique.set(u.source, byValue);
      }
    }
  }

  /** A reference cell's text → the id the page resolved (null: several bear it), looked up once per text. */
  private readonly ids = new Map<string, Map<string, string | null | undefined>>();

  private idOf(reference: string, name: string): string | null | undefined {
    let known = this.ids.get(reference);
    if (!known) this.ids.set(reference, (known = new Map()));
    if (known.has(name)) return known.get(name);
    const id = this.setup.names[reference]?.[normalName(name)];
    known.set(name, id);
    return id;
  }

  async plan(index: number, line: number, row: readonly RawCell[], validate: Validate): Promise<PlannedRow> {
    const { setup } = this;
    const errors: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const filled: ImportColumn[] = [];
    for (const column of this.mapped) {
      const cell = row[setup.mapping[column.source]];
      if (blank(cell)) continue;
      filled.push(column);
      const read = readCell(column, cell!, setup.words);
      if ('value' in read) {
        setAt(values, column.source, read.value);
        continue;
      }
      const ids: string[] = [];
      for (const name of read.names) {
        const id = this.idOf(column.reference!, name);
        if (id === undefined) errors[column.source] ??= fill(IMPORT_MESSAGES.notFound, { name });
        else if (id === null) errors[column.source] ??= fill(IMPORT_MESSAGES.ambiguous, { name });
        else ids.push(id);
      }
      setAt(values, column.source, column.kind === 'reference' ? ids[0] : ids);
    }

    const k = keyOf(values, setup.key);
    const existing = k === null ? undefined : this.existingByKey.get(k);
    const keyColumn = setup.key.find((s) => s in setup.mapping) ?? '';
    if (k !== null) {
      const first = this.seenKeys.get(k);
      if (first !== undefined) errors[keyColumn] ??= fill(IMPORT_MESSAGES.repeated, { line: first });
      else this.seenKeys.set(k, line);
    }
    const ownId = existing?.id;
    for (const u of setup.unique) {
      if (setup.key.includes(u.source) || !(u.source in setup.mapping)) continue;
      const v = keyPart(valueAt(values, u.source));
      if (v === null || v === '') continue;
      const text = JSON.stringify(v);
      const seen = this.seenUnique.get(u.source) ?? new Map<string, number>();
      this.seenUnique.set(u.source, seen);
      const first = seen.get(text);
      if (first !== undefined) errors[u.source] ??= fill(IMPORT_MESSAGES.repeated, { line: first });
      else seen.set(text, line);
      const holder = this.existingUnique.get(u.source)?.get(text);
      if (holder !== undefined && holder !== ownId) errors[u.source] ??= u.message ?? IMPORT_MESSAGES.taken;
    }

    // An update sends the record as it is with the row's filled cells over it; an empty cell keeps the value.
    let record: Record<string, unknown>;
    const changes: Change[] = [];
    if (existing) {
      record = structuredClone(existing.record);
      for (const column of filled) {
        if (column.createOnly) continue;
        const after = valueAt(values, column.source);
        const before = valueAt(existing.record, column.source);
        if (same(before, after)) continue;
        changes.push({ source: column.source, before, after });
        setAt(record, column.source, after);
      }
    } else record = values;
    record = (compact(record) ?? {}) as Record<string, unknown>;

    const invalid = await validate(record);
    for (const [pointer, message] of Object.entries(invalid ?? {})) {
      const source = columnOfPointer(
        pointer,
        this.mapped.map((c) => c.source),
      );
      if (source) errors[source] ??= message;
      else {
        const field = columnOfPointer(
          pointer,
          setup.columns.map((c) => c.source),
        );
        const text = field ? `${this.headerOf.get(field)}: ${message}` : message;
        errors[''] = errors[''] ? `${errors['']}; ${text}` : text;
      }
    }
    if (Object.keys(errors).length)
      return { index, line, action: 'error', errors, record, ...(ownId ? { id: ownId } : {}) };
    if (!existing) return { index, line, action: 'create', errors, record };
    return { index, line, action: changes.length ? 'update' : 'unchanged', errors, record, id: ownId, changes };
  }
}
