import { fileAddressHint, fileIdFields, looksLikeFile, storedFileField } from './inferFile';
import { TODO } from './todoMarker';

/**
 * A first draft of a schema from one sample record: types and formats are inferred, shared
 * pieces of schemas/_defs.schema.json and references to existing resources are recognised;
 * what only a person can say (Russian titles, enum labels) is left as a TODO marker that
 * `npm run check` refuses until it is filled in.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

/** What the project already declares and holds, as the draft reuses it (projectVocabulary.ts). */
export interface Vocabulary {
  /** The shared definitions of schemas/_defs.schema.json by name. */
  defs: Record<string, Schema>;
  /** Whether a value is valid for the shared definition, by the schemas' own validator. */
  fits(def: string, value: Json): boolean;
  /** The resource key (the value of x-reference) whose records have every one of these ids, or null. */
  referenced(key: string, ids: string[]): string | null;
}

const NO_VOCABULARY: Vocabulary = { defs: {}, fits: () => false, referenced: () => null };

const OBJECT_ID = /^[0-9a-z]{24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/\S+$/;
/** A short lower-case code ("active", "rub", "fullService") is most likely one value of an enum. */
const CODE = /^[a-z][a-zA-Z_]{1,23}$/;
const FREE_TEXT_KEYS = /name|title|comment|description|text|login|password|code|key|token|url|host|domain|bundle/i;
/** A text people write in sentences: a textarea, and room for more than a line (a comment, a note). */
const LONG_TEXT_KEYS = /comment|description|note|remark|message|body|text$/i;
const LONG_TEXT_LENGTH = 120;
const LONG_TEXT_MAX = 10000;
/** Amounts of money: the shared `money` piece (not negative, shown with the currency's format). */
const MONEY_KEYS = /budget|price|cost|amount|money|balance|sum$|spend|revenue|payment|fee|bid$|cpm|cpc/i;
const PERCENT_KEYS = /percent|share|ratio|ctr$|vtr$/i;
/** The first field of a pair names the second's lower bound: validTo is not before validFrom. */
const PAIRS: [RegExp, string][] = [
  [/To$/, 'From'],
  [/End/, 'Start'],
  [/end/, 'start'],
  [/Until$/, 'Since'],
  [/Max/, 'Min'],
  [/max/, 'min'],
];

const title = (key: string) => `${TODO}: ${key}`;
const lower = (s: string) => s.toLowerCase();

function inferProperty(key: string, value: Json, vocabulary: Vocabulary = NO_VOCABULARY): Schema {
  if (key === 'id') return { $ref: '_defs#/$defs/objectId', readOnly: true };
  const shared = sharedPiece(key, value, vocabulary);
  if (shared) return shared;
  if (key === 'updatedAt') return { type: 'string', format: 'date-time', title: title(key), readOnly: true };
  if (value === null)
    return { type: 'string', title: title(key), description: `${TODO}: в образце null — уточните тип` };
  if (typeof value === 'boolean') return { type: 'boolean', title: title(key) };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number', title: title(key) };
  if (typeof value === 'string') return inferString(key, value, vocabulary);
  if (Array.isArray(value)) return inferArray(key, value, vocabulary);
  return (
    storedFileField(key, value, title(key)) ?? { type: 'object', title: title(key), ...inferObject(value, vocabulary) }
  );
}

function inferString(key: string, value: string, vocabulary: Vocabulary): Schema {
  const reference = referenceTo(key, [value], vocabulary);
  if (reference) return { title: title(key), ...reference };
  if (OBJECT_ID.test(value)) {
    return {
      $ref: '_defs#/$defs/objectId',
      title: title(key),
      description: `${TODO}: если это ссылка, добавьте "x-reference": "<ресурс>"`,
    };
  }
  if (DATE_TIME.test(value)) return { type: 'string', format: 'date-time', title: title(key) };
  if (DATE.test(value)) return { type: 'string', format: 'date', title: title(key) };
  if (EMAIL.test(value)) return { type: 'string', format: 'email', title: title(key), maxLength: 255 };
  if (looksLikeFile(key, value))
    return { type: 'string', format: 'url', title: title(key), description: fileAddressHint() };
  if (URL_RE.test(value)) return { type: 'string', format: 'url', title: title(key) };
  if (value.includes('\n') || value.length > LONG_TEXT_LENGTH || LONG_TEXT_KEYS.test(key)) {
    return { type: 'string', title: title(key), maxLength: LONG_TEXT_MAX, 'x-kind': 'longText' };
  }
  if (CODE.test(value) && !FREE_TEXT_KEYS.test(key)) return { title: title(key), oneOf: [choice(value)] };
  return { type: 'string', title: title(key), maxLength: 255 };
}

function inferArray(key: string, values: Json[], vocabulary: Vocabulary): Schema {
  const present = values.filter((v) => v !== null);
  if (present.length && present.every((v) => typeof v === 'string')) {
    const strings = [...new Set(present as string[])];
    const reference = referenceTo(key, strings, vocabulary);
    if (reference) return { type: 'array', title: title(key), items: reference };
    // Codes of one list (["banner", "video"]): every value of the sample is a choice.
    if (strings.every((v) => CODE.test(v)) && !FREE_TEXT_KEYS.test(key)) {
      return { type: 'array', title: title(key), items: { oneOf: strings.map(choice) }, uniqueItems: true };
    }
  }
  const first = present[0];
  return {
    type: 'array',
    title: title(key),
    items: first === undefined ? { type: 'string' } : stripTitle(inferProperty(key, first, vocabulary)),
  };
}

const choice = (value: string) => ({ const: value, title: `${TODO}: подпись для «${value}»` });

/**
 * Ids of records of an existing resource: a reference to it, shown and picked by the record's
 * name. A delete of a named record is refused while this one names it: the choice that loses
 * nothing, until the developer says otherwise (x-on-delete).
 */
function referenceTo(key: string, ids: string[], vocabulary: Vocabulary): Schema | null {
  const resource = vocabulary.referenced(key, ids);
  if (!resource) return null;
  const reference = { 'x-reference': resource, 'x-on-delete': 'refuse' };
  return ids.every((id) => OBJECT_ID.test(id))
    ? { $ref: '_defs#/$defs/objectId', ...reference }
    : { type: 'string', ...reference };
}

/**
 * A shared piece the value fits: one named like the field (createdAt, name, phone, currency;
 * "status" is a runStatus or a moderationStatus, whichever has the value), an object of the
 * same fields (a dateRange's start and end), or money and percent by the field's name.
 */
function sharedPiece(key: string, value: Json, vocabulary: Vocabulary): Schema | null {
  const { defs } = vocabulary;
  // The piece's own title where the field is named as it is; the developer's words otherwise.
  const ref = (name: string): Schema => ({
    $ref: `_defs#/$defs/${name}`,
    ...(defs[name].title && name === key ? {} : { title: title(key) }),
  });
  const named = Object.keys(defs).filter((name) => {
    const [k, n] = [lower(key), lower(name)];
    const [shorter, longer] = k.length < n.length ? [k, n] : [n, k];
    return name !== 'objectId' && shorter.length >= 4 && longer.endsWith(shorter);
  });
  // The closest name first: "status" is a runStatus before it is a moderationStatus.
  const fitting = named.sort((a, b) => a.length - b.length).find((name) => vocabulary.fits(name, value));
  if (fitting) return ref(fitting);
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 1) {
    const keys = Object.keys(value);
    const sameFields = Object.keys(defs).find((name) => {
      const properties = defs[name].properties as Schema | undefined;
      return properties && keys.every((k) => k in properties) && vocabulary.fits(name, value);
    });
    if (sameFields) return ref(sameFields);
  }
  if (typeof value === 'number') {
    const kind = MONEY_KEYS.test(key) ? 'money' : PERCENT_KEYS.test(key) ? 'percent' : null;
    const piece =
      kind && Object.keys(defs).find((name) => defs[name]['x-kind'] === kind && vocabulary.fits(name, value));
    if (piece) return ref(piece);
  }
  return null;
}

/** Array items and `$ref`-only fields carry no title of their own. */
function stripTitle(schema: Schema): Schema {
  const { title: _title, ...rest } = schema;
  return rest;
}

export function inferObject(sample: { [key: string]: Json }, vocabulary: Vocabulary = NO_VOCABULARY): Schema {
  const properties: Record<string, Schema> = {};
  for (const [key, value] of Object.entries(sample)) properties[key] = inferProperty(key, value, vocabulary);
  for (const [key, value] of Object.entries(sample)) {
    const lowerBound = pairOf(key, sample);
    if (lowerBound && comparable(value, sample[lowerBound])) properties[key]['x-not-before'] = lowerBound;
  }
  fileIdFields(sample, properties);
  return { properties, additionalProperties: false };
}

/** validTo → validFrom, endDate → startDate, priceMax → priceMin: the sibling that bounds this field from below. */
function pairOf(key: string, sample: Record<string, Json>): string | null {
  for (const [end, start] of PAIRS) {
    const other = key.replace(end, start);
    if (other !== key && Object.hasOwn(sample, other)) return other;
  }
  return null;
}

function comparable(a: Json, b: Json): boolean {
  const date = (v: Json) => typeof v === 'string' && (DATE.test(v) || DATE_TIME.test(v));
  return (typeof a === 'number' && typeof b === 'number') || (date(a) && date(b));
}

/** Whether the sample has values that may be ids of existing records: ObjectIDs or codes (an SSP's sysname). */
export function mayHoldIds(sample: Json, key = ''): boolean {
  if (typeof sample === 'string') return key !== 'id' && (OBJECT_ID.test(sample) || CODE.test(sample));
  if (Array.isArray(sample)) return sample.some((v) => mayHoldIds(v, key));
  if (sample && typeof sample === 'object') return Object.entries(sample).some(([k, v]) => mayHoldIds(v, k));
  return false;
}

/** Every TODO marker of a draft schema, as JSON Pointers: what the developer must fill in. */
export function todoPointers(value: unknown, pointer = ''): string[] {
  if (typeof value === 'string') return value.includes(TODO) ? [pointer] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => todoPointers(v, `${pointer}/${k}`));
}
