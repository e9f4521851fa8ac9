import type { SchemaRegistry } from './registry';
import type { FieldErrors, JsonSchema } from './types';

/*
 * Comparisons between two fields of one object, which JSON Schema cannot say: `x-not-before`
 * (a period's end not before its start, a maximum not below its minimum), `x-not-above`
 * (a daily budget not above the total) and `x-after` (strictly later: an hour range's end). The keyword sits on the second field and names its
 * sibling (or gives { field, message } for the product's own words); the message lands on the
 * second field. Both validators run this after the schema's
 * own checks — the server's (schemaSet.ts) and the console's precompiled ones (precompiled.ts) —
 * so a form and the API refuse the same record with the same words.
 */

export const COMPARE_KEYWORDS = ['x-not-before', 'x-not-above', 'x-after'] as const;

type Kind = 'date' | 'number';

/** A comparable reading of a value: a number, or a date (date or date-time) as milliseconds. */
function reading(value: unknown): { kind: Kind; at: number } | null {
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', at: value };
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at) ? null : { kind: 'date', at };
}

const MESSAGES: Record<(typeof COMPARE_KEYWORDS)[number], Record<Kind, (other: string) => string>> = {
  'x-not-before': {
    date: (other) => `Не может быть раньше, чем «${other}»`,
    number: (other) => `Не может быть меньше, чем «${other}»`,
  },
  'x-not-above': {
    date: (other) => `Не может быть позже, чем «${other}»`,
    number: (other) => `Не может быть больше, чем «${other}»`,
  },
  'x-after': {
    date: (other) => `Должно быть позже, чем «${other}»`,
    number: (other) => `Должно быть больше, чем «${other}»`,
  },
};

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The message when `value` breaks `keyword` against `other`, else null (also when either is missing or unreadable). */
export function compareValues(
  keyword: (typeof COMPARE_KEYWORDS)[number],
  value: unknown,
  other: unknown,
  otherTitle: string,
): string | null {
  const a = reading(value);
  const b = reading(other);
  if (!a || !b || a.kind !== b.kind) return null;
  const broken = keyword === 'x-not-before' ? a.at < b.at : keyword === 'x-not-above' ? a.at > b.at : a.at <= b.at;
  return broken ? MESSAGES[keyword][a.kind](otherTitle) : null;
}

/** A comparison keyword's value: the sibling's name, or { field, message }. */
export function comparedField(value: unknown): { field: string; message?: string } | null {
  if (typeof value === 'string') return { field: value };
  if (value && typeof value === 'object' && typeof (value as { field?: unknown }).field === 'string')
    return value as { field: string; message?: string };
  return null;
}

/** Field errors of every comparison in `data` against schema `id` (nested objects and arrays too), or null. */
export function comparisonErrors(
  registry: Pick<SchemaRegistry, 'get' | 'resolve'>,
  id: string,
  data: unknown,
): FieldErrors | null {
  const errors: FieldErrors = {};
  walk(registry, registry.get(id), data, '', errors, 0);
  return Object.keys(errors).length ? errors : null;
}

function walk(
  registry: Pick<SchemaRegistry, 'resolve'>,
  raw: JsonSchema,
  data: unknown,
  pointer: string,
  errors: FieldErrors,
  depth: number,
): void {
  if (depth > 12 || data === null || typeof data !== 'object') return;
  if (!holdsComparisons(registry, raw)) return;
  const schema = registry.resolve(raw);
  if (Array.isArray(data)) {
    if (schema.items)
      data.forEach((item, i) => walk(registry, schema.items!, item, `${pointer}/${i}`, errors, depth + 1));
    return;
  }
  const record = data as Record<string, unknown>;
  for (const { key, raw: rawProperty, escaped, rules } of propertiesOf(registry, schema)) {
    // A field the record leaves out compares with nothing and holds nothing to walk (a dry run
    // of 50 000 imported rows walks the schema once per row).
    const value = record[key];
    if (value === undefined) continue;
    const here = `${pointer}/${escaped}`;
    for (const { keyword, rule, title } of rules) {
      if (here in errors) continue;
      const message = compareValues(keyword, value, record[rule.field], title);
      if (message) errors[here] = rule.message ?? message;
    }
    if (value !== null && typeof value === 'object') walk(registry, rawProperty, value, here, errors, depth + 1);
  }
}

interface PropertyRules {
  key: string;
  raw: JsonSchema;
  escaped: string;
  rules: { keyword: (typeof COMPARE_KEYWORDS)[number]; rule: { field: string; message?: string }; title: string }[];
}

/** An object schema's properties with their comparison rules, read once per schema node. */
const rulesOf = new WeakMap<JsonSchema, PropertyRules[]>();

function propertiesOf(registry: Pick<SchemaRegistry, 'resolve'>, schema: JsonSchema): PropertyRules[] {
  let list = rulesOf.get(schema);
  if (list) return list;
  list = Object.entries(schema.properties ?? {}).map(([key, raw]) => {
    const property = registry.resolve(raw);
    const rules: PropertyRules['rules'] = [];
    for (const keyword of COMPARE_KEYWORDS) {
      const rule = comparedField(property[keyword]);
      if (!rule) continue;
      const siblingSchema = schema.properties?.[rule.field];
      rules.push({ keyword, rule, title: (siblingSchema && registry.resolve(siblingSchema).title) || rule.field });
    }
    return { key, raw, escaped: escape(key), rules };
  });
  rulesOf.set(schema, list);
  return list;
}

/**
 * Whether a schema node or anything under it compares fields, read once per node: a record is
 * walked only where comparisons are (a dry run checks 50 000 imported rows).
 */
const comparesUnder = new WeakMap<JsonSchema, boolean>();

function holdsComparisons(registry: Pick<SchemaRegistry, 'resolve'>, raw: JsonSchema, depth = 0): boolean {
  const known = comparesUnder.get(raw);
  if (known !== undefined) return known;
  // Deeper than a record is walked (a schema that refers to itself): walked as if it compared.
  if (depth > 12) return true;
  const schema = registry.resolve(raw);
  const holds =
    (schema.items !== undefined && holdsComparisons(registry, schema.items, depth + 1)) ||
    propertiesOf(registry, schema).some(
      (property) => property.rules.length > 0 || holdsComparisons(registry, property.raw, depth + 1),
    );
  comparesUnder.set(raw, holds);
  return holds;
}

/** Schema errors first (one message per field), then the comparisons'. */
export function withComparisons(errors: FieldErrors | null, comparisons: FieldErrors | null): FieldErrors | null {
  if (!comparisons) return errors;
  return { ...comparisons, ...(errors ?? {}) };
}
