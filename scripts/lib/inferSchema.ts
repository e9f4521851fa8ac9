/**
 * A first draft of a schema from one sample record: types and formats are inferred; what only
 * a person can say (Russian titles, enum labels) is left as a TODO marker that `npm run check`
 * refuses until it is filled in.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

export const TODO = 'TODO';

const OBJECT_ID = /^[0-9a-z]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/\S+$/;
/** A short lower-case code ("active", "rub", "fullService") is most likely one value of an enum. */
const CODE = /^[a-z][a-zA-Z_]{1,23}$/;
const FREE_TEXT_KEYS = /name|title|comment|description|text|login|password|code|key|token|url|host|domain|bundle/i;

const title = (key: string) => `${TODO}: ${key}`;

export function inferProperty(key: string, value: Json): Schema {
  if (key === 'id') return { $ref: '_defs#/$defs/objectId', readOnly: true };
  if (key === 'createdAt' || key === 'updatedAt') return { type: 'string', format: 'date-time', title: title(key), readOnly: true };
  if (value === null) return { type: 'string', title: title(key), description: `${TODO}: в образце null — уточните тип` };
  if (typeof value === 'boolean') return { type: 'boolean', title: title(key) };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number', title: title(key) };
  if (typeof value === 'string') {
    if (OBJECT_ID.test(value)) {
      return { $ref: '_defs#/$defs/objectId', title: title(key), description: `${TODO}: если это ссылка, добавьте "x-reference": "<ресурс>"` };
    }
    if (DATE_TIME.test(value)) return { type: 'string', format: 'date-time', title: title(key) };
    if (DATE.test(value)) return { type: 'string', format: 'date', title: title(key) };
    if (EMAIL.test(value)) return { type: 'string', format: 'email', title: title(key), maxLength: 255 };
    if (URL_RE.test(value)) return { type: 'string', format: 'url', title: title(key) };
    if (CODE.test(value) && !FREE_TEXT_KEYS.test(key)) {
      return { title: title(key), oneOf: [{ const: value, title: `${TODO}: подпись для «${value}»` }] };
    }
    return { type: 'string', title: title(key), maxLength: 255 };
  }
  if (Array.isArray(value)) {
    const first = value.find((v) => v !== null);
    return { type: 'array', title: title(key), items: first === undefined ? { type: 'string' } : stripTitle(inferProperty(key, first)) };
  }
  return { type: 'object', title: title(key), ...inferObject(value) };
}

/** Array items and `$ref`-only fields carry no title of their own. */
function stripTitle(schema: Schema): Schema {
  const { title: _title, ...rest } = schema;
  return rest;
}

export function inferObject(sample: { [key: string]: Json }): Schema {
  const properties: Schema = {};
  for (const [key, value] of Object.entries(sample)) properties[key] = inferProperty(key, value);
  return { properties, additionalProperties: false };
}

/** Every TODO marker of a draft schema, as JSON Pointers: what the developer must fill in. */
export function todoPointers(value: unknown, pointer = ''): string[] {
  if (typeof value === 'string') return value.includes(TODO) ? [pointer] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => todoPointers(v, `${pointer}/${k}`));
}
