import type Ajv from 'ajv';
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { COMPUTED } from '../../domain/computed';
import { DICTIONARIES, TREE_DICTIONARIES } from '../../domain/dictionaries';
import { OPERATION_KINDS, OPERATION_METHODS } from './operations';
import { CABINET_TYPES, MENU_GROUP_KEYS, PERMISSIONS } from './permissions';
import { RELATED_KEYWORD } from './related';

/**
 * Our `x-` keywords: only what JSON Schema cannot say. Each has a meta-schema, so in ajv's
 * strict mode a typo (`x-refrence`) or a wrong value fails loudly with the schema's path.
 */
/** The value of a comparison keyword (compare.ts): a sibling field, with or without a message of its own. */
const COMPARED_FIELD = {
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      required: ['field'],
      properties: { field: { type: 'string', minLength: 1 }, message: { type: 'string', minLength: 1 } },
      additionalProperties: false,
    },
  ],
} as const;

const FIELD_KINDS_OVERRIDABLE = ['longText', 'money', 'percent', 'lines'] as const;

/** How a list call filters on a field when it is not «the field's name = the value» (x-filter). */
export const FILTER_MODES = ['period', 'dayPeriod', 'objectId'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** What deleting a record does to a record that names it (x-on-delete). */
export const ON_DELETE = ['refuse', 'unlink', 'cascade', 'keep'] as const;
export type OnDelete = (typeof ON_DELETE)[number];

/** A state of a transition (x-operations): an enum's value or a flag. */
const STATE = { type: ['string', 'boolean'] } as const;
/** A body or query property name. */
const NAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' } as const;
const TEMPLATES = { type: 'object', minProperties: 1, additionalProperties: { type: 'string' } } as const;

/**
 * One operation of x-operations (src/engine/schema/operations.ts documents each property). The
 * kind-specific rules (a transition's field and states) are `npm run check`'s
 * (scripts/lib/operationLint.ts), which names the nearest right field or state.
 */
const OPERATION = {
  type: 'object',
  required: ['kind', 'method', 'path'],
  properties: {
    kind: { enum: [...OPERATION_KINDS] },
    method: { enum: [...OPERATION_METHODS] },
    path: { type: 'string', pattern: '^/' },
    id: NAME,
    ids: NAME,
    query: TEMPLATES,
    headers: TEMPLATES,
    body: { type: 'string', minLength: 1 },
    answer: { type: 'string', minLength: 1 },
    permission: { type: 'array', items: { enum: [...PERMISSIONS] }, minItems: 1, uniqueItems: true },
    cabinet: { type: 'array', items: { enum: [...CABINET_TYPES] }, minItems: 1, uniqueItems: true },
    field: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$' },
    state: NAME,
    records: { type: 'string', minLength: 1 },
    type: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+-]+$' },
    transitions: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['to', 'from'],
        properties: {
          to: STATE,
          from: { type: 'array', items: STATE, minItems: 1, uniqueItems: true },
          notOwn: { type: 'string', minLength: 1 },
        },
        additionalProperties: false,
      },
    },
    states: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        required: ['const', 'title'],
        properties: { const: STATE, title: { type: 'string', minLength: 1 } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export const X_KEYWORDS = {
  /** Root: the platform endpoint of the collection, e.g. "/v2/accounts". */
  'x-endpoint': { type: 'string', pattern: '^/' },
  /**
   * Root: calls of the collection the platform serves elsewhere than the REST pattern of
   * x-endpoint. `create`: POST to `path`, as JSON or as a multipart form (one part per field,
   * text as it is, anything else as JSON). `delete`: DELETE `path` with the ids in the query
   * parameter `idsQuery` ("a,b"), for one record and for several; without `idsQuery`, one DELETE
   * per record on `path` with `{id}` in it (a creative: DELETE /banner/{id}). `read`: GET of one
   * record at `path` with `{id}`, or `fromList`: the platform has no such call and one record is
   * found in the list's answer (geo presets: GET /v2/presets/geo only). `update`: `method` to `path`
   * (without `{id}`, the id goes in the body under `idField`, else the schema's x-id or `id`); `diff`
   * sends an array field as the values added and removed (PUT /biglist {listID, addValues,
   * delValues}) instead of the whole array; `false`: the platform has no save, records are created
   * and deleted only (the console offers no edit). The console calls these paths and the reference
   * API serves them instead of the default ones (and nothing where there is no call).
   */
  'x-calls': {
    type: 'object',
    properties: {
      create: {
        type: 'object',
        required: ['path', 'body'],
        properties: { path: { type: 'string', pattern: '^/' }, body: { enum: ['json', 'multipart'] } },
        additionalProperties: false,
      },
      read: {
        anyOf: [
          {
            type: 'object',
            required: ['path'],
            properties: { path: { type: 'string', pattern: '^/.*\\{id\\}' } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['fromList'],
            properties: { fromList: { const: true } },
            additionalProperties: false,
          },
        ],
      },
      update: {
        type: ['object', 'boolean'],
        if: { type: 'boolean' },
        then: { const: false },
        required: ['path', 'method'],
        properties: {
          path: { type: 'string', pattern: '^/' },
          method: { enum: ['PUT', 'PATCH'] },
          idField: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
          diff: {
            type: 'object',
            minProperties: 1,
            additionalProperties: {
              type: 'object',
              required: ['add', 'remove'],
              properties: {
                add: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
                remove: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
              },
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
      delete: {
        anyOf: [
          {
            type: 'object',
            required: ['path', 'idsQuery'],
            properties: {
              path: { type: 'string', pattern: '^/' },
              idsQuery: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
            },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['path'],
            properties: { path: { type: 'string', pattern: '^/.*\\{id\\}' } },
            additionalProperties: false,
          },
        ],
      },
    },
    additionalProperties: false,
  },
  /**
   * Root: the permission(s) of docs/product.md#permissions that open the screens and the API; of a list, any one
   * is enough (access.ts: the menu, the route guard and the API read it alike).
   */
  'x-permission': {
    anyOf: [
      { enum: [...PERMISSIONS] },
      { type: 'array', items: { enum: [...PERMISSIONS] }, minItems: 1, uniqueItems: true },
    ],
  },
  /** Root: only cabinets of these types (docs/product.md#product) see the screens and may call the API ("admin"). */
  'x-cabinet': {
    anyOf: [
      { enum: [...CABINET_TYPES] },
      { type: 'array', items: { enum: [...CABINET_TYPES] }, minItems: 1, uniqueItems: true },
    ],
  },
  /**
   * Root: cabinets of this type are themselves records of the resource (an account's cabinet shares
   * its account's id, docs/product.md#entities): such a cabinet reads its own record by id, and the
   * reads of one record beside it (`…/{id}/status`), without the schema's permission; any other
   * record of the resource stays refused to it, and it writes nothing.
   */
  'x-self-cabinet': { enum: [...CABINET_TYPES] },
  /**
   * Root: the platform's own records that every cabinet may name (the SSPs a campaign buys
   * from): a reference to one is not refused as out of the caller's reach, and the names call
   * answers them to any cabinet that may read a resource pointing to them. Reading or changing
   * the records themselves still needs the schema's permission.
   */
  'x-shared': { const: true },
  /**
   * Root: the schema is the journal of writes (the action log), and names the fields a record's
   * «История» reads from it: the record's id (the list call's filter of that name), the time, who,
   * what was done, which fields and, optionally, their values before and after (`changes`:
   * `[{ field, before?, after? }]`). A journal without `changes` still tells who, when and which fields.
   */
  'x-journal': {
    type: 'object',
    required: ['objectId', 'time'],
    properties: Object.fromEntries(
      ['objectId', 'objectType', 'time', 'user', 'action', 'fields', 'changes'].map((k) => [
        k,
        { type: 'string', minLength: 1 },
      ]),
    ),
    additionalProperties: false,
  },
  /**
   * Root field: no two records share the value (text compared regardless of case, as people
   * read codes and logins). The API answers 400 at the field; the field stays editable.
   * An object gives the message instead of the generic one.
   */
  'x-unique': {
    anyOf: [
      { const: true },
      { type: 'object', properties: { message: { type: 'string', minLength: 1 } }, additionalProperties: false },
    ],
  },
  /**
   * Field (date, date-time or number): not earlier/less than the named sibling field (a period's
   * end). The sibling's name, or { field, message } to say it in the product's own words.
   */
  'x-not-before': COMPARED_FIELD,
  /** Field (number or date): not greater/later than the named sibling field (a daily budget under the total). */
  'x-not-above': COMPARED_FIELD,
  /** Field (number or date): strictly greater/later than the named sibling field (an hour range's end). */
  'x-after': COMPARED_FIELD,
  /**
   * Root: the list's spreadsheet import (src/import). `false` turns it off; `key` names the
   * properties (dotted when nested) whose values find the existing record a row updates, when
   * the x-unique fields (else the id) are not what people write in their files.
   */
  'x-import': {
    anyOf: [
      { const: false },
      {
        type: 'object',
        required: ['key'],
        properties: {
          key: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
        },
        additionalProperties: false,
      },
    ],
  },
  /** Root: the property that identifies a record when it is not `id` (SSPs use `sysname`). */
  'x-id': { type: 'string', minLength: 1 },
  /** Root: the property shown as the record's name (in references, titles, toasts). */
  'x-label': { type: 'string', minLength: 1 },
  /** Field: the resource this ObjectID (or array of them) points to, rendered by its name. */
  'x-reference': { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]*$' },
  /**
   * Field with x-reference: the target's records it may name, by their properties
   * (src/engine/schema/referenceFilter.ts): a constant (`{ "listType": "dm" }`: big lists of
   * domains) or `{ "field": "listType" }`, the value of a sibling field (the type a campaign's row
   * of big lists says). The input offers only those (read from the names call, which takes these
   * properties as filters), and the server refuses any other.
   */
  'x-reference-filter': {
    type: 'object',
    minProperties: 1,
    additionalProperties: {
      anyOf: [
        { type: ['string', 'number', 'boolean'] },
        {
          type: 'object',
          required: ['field'],
          properties: { field: { type: 'string', minLength: 1 } },
          additionalProperties: false,
        },
      ],
    },
  },
  /**
   * Field with x-reference, in a schema of records (x-endpoint): what deleting the named record does
   * to this one. "refuse": the delete is refused while this record names it (a big list a campaign
   * targets); "unlink": the id leaves this record, and in a list the item holding it (a deleted
   * group's campaigns stay, without a group); "cascade": this record is deleted with it, by its
   * own rules (a campaign's creatives); "keep": the id stays, as history (the action log's user).
   * Every reference of a record says one: `npm run check` asks for it.
   */
  'x-on-delete': { enum: [...ON_DELETE] },
  /**
   * Field: a presentation the type alone cannot tell (money, percent, long text; "lines": a long
   * array of texts — ids, codes — typed one per line and shown by its count and first values).
   */
  'x-kind': { enum: [...FIELD_KINDS_OVERRIDABLE] },
  /**
   * Field (a number): at most this many digits after the decimal point — money in kopecks and
   * cents (2): a sum of 0.004 would be stored as a journal row of 0 roubles. Validated, not an
   * annotation: exactly (the value equals itself rounded to that many decimals), which
   * `multipleOf: 0.01` cannot be for large sums in floating point.
   */
  'x-decimals': { type: 'integer', minimum: 0, maximum: 6 },
  /**
   * Field: how the collection's list call filters on it, when not by «name = value».
   * "period" (a date-time): a time range, two date-time bounds «<title> с» / «<title> по» sent as
   * the instants startTimeISO / endTimeISO; "dayPeriod": the same range by whole days («С даты» /
   * «По дату», sent as the instants those days begin and end in the user's zone); "objectId":
   * the list call takes an ObjectID, so the filter checks one before it is sent.
   */
  'x-filter': { enum: [...FILTER_MODES] },
  /**
   * Field: the list call's query parameter that filters on it, where the platform names it otherwise
   * than the field's dotted path (the campaigns list filters `strategies.buyingType` as
   * `buyingType`). The console sends only this name and the reference API takes only this name.
   */
  'x-query': { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  /**
   * Root: query parameters every read of the collection's list sends, as the platform asks for them
   * (`{ "statistics": "true" }`: the campaigns list with its figures).
   */
  'x-list-query': {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    additionalProperties: { type: 'string', minLength: 1 },
  },
  /**
   * Field: its values are ids of a platform dictionary (src/domain/dictionaries.ts): shown by the
   * dictionary's names and chosen from it, in forms and list filters. A `oneOf` of its own stays
   * what the value is validated against and how it is shown without asking the platform.
   */
  'x-dictionary': { enum: Object.keys(DICTIONARIES) },
  /**
   * Field with x-dictionary (an array): the sibling field holding the chosen parents (a model's
   * manufacturers): only their items are offered, read for them (the dictionary's `by`), grouped
   * under their names, and an item of a parent no longer chosen leaves the value.
   */
  'x-dictionary-by': { type: 'string', minLength: 1 },
  /**
   * Field (an array of codes with their labels): the codes are picked in a tree dictionary of the
   * platform (src/domain/dictionaries.ts TREE_DICTIONARIES), a level read when it is opened, instead
   * of one long list. The schema's `oneOf` stays what is validated and how the codes are named.
   */
  'x-tree': { enum: Object.keys(TREE_DICTIONARIES) },
  /**
   * Field (an array of texts): names of fields (dotted paths) of another entity, the one whose
   * schema $id the named sibling field holds; shown by those fields' titles («Название», not `name`).
   */
  'x-fields-of': { type: 'string', minLength: 1 },
  /**
   * Read-only field of an object: its value is computed from the object's other fields by the
   * named function of src/domain/computed.ts. The server stores it on every save; the form
   * shows it while the user types (VAT of an amount).
   */
  'x-computed': { enum: Object.keys(COMPUTED) },
  /**
   * Schema root: what moderation judges. A change of any of `fields` (root properties: a link,
   * files, texts, trackers) puts `status` (a root object) back to `awaiting`, so an approved
   * record edited afterwards is judged again before it runs.
   */
  'x-moderation': {
    type: 'object',
    required: ['status', 'awaiting', 'fields'],
    additionalProperties: false,
    properties: {
      status: { type: 'string', minLength: 1 },
      awaiting: { type: 'object' },
      fields: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
    },
  },
  /** Field: the client sets it on create only; it is kept afterwards (e.g. creativeType of a campaign). */
  'x-createOnly': { type: 'boolean' },
  /**
   * Top-level reference field (x-reference, x-createOnly): the record belongs where the record it
   * names keeps its own records (a creative with its campaign's cabinet, a campaign with its
   * account's), so whoever sees the one sees the other. Set in the create's own transaction; the
   * reference is create-only, so the owner never has to follow a change.
   */
  'x-owner': { const: true },
  /**
   * Field: holds a file uploaded to the platform storage (POST /storage/uploadfile), edited
   * with a file input (src/engine/schema/files.ts). `accept`: MIME types ("image/*") and
   * extensions (".csv"); `maxSize`: bytes refused above; `recommendedSize`: bytes warned about
   * above. On an object the field keeps what the storage answered ({id, url, name, size,
   * mimeType}); on a string the file's id, and `url` names the sibling that gets its address.
   * `dimensions` names a sibling ("300x250") an image's pixel size should match. Cabinets
   * holding the schema's permission may upload; no other cabinet may. `part`: the file is not
   * uploaded but sent as a part of the record's multipart create (x-calls.create), the picked
   * file itself (a big list's values: multipart POST /biglist).
   */
  'x-file': {
    type: 'object',
    required: ['accept'],
    properties: {
      accept: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', pattern: '^(\\.[a-z0-9]+|[a-z]+/([a-z0-9.+-]+|\\*))$' },
      },
      maxSize: { type: 'integer', minimum: 1, maximum: 20971520 },
      recommendedSize: { type: 'integer', minimum: 1 },
      url: { type: 'string', minLength: 1 },
      dimensions: { type: 'string', minLength: 1 },
      part: { type: 'boolean' },
    },
    additionalProperties: false,
  },
  /**
   * Object field: its fields side by side in `columns` (1–4; one on a phone) and/or in titled
   * `groups` of its property names, shown in that order, in the form and on the show page alike.
   * `npm run check` wants every property in exactly one group when there are groups.
   */
  'x-layout': {
    type: 'object',
    minProperties: 1,
    properties: {
      columns: { type: 'integer', minimum: 1, maximum: 4 },
      groups: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['title', 'fields'],
          properties: {
            title: { type: 'string', minLength: 1 },
            fields: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  /** Root: the tables of records that name this one, shown on its card (related.ts). */
  'x-related': RELATED_KEYWORD,
  /**
   * Root: what a record does beyond CRUD, by name (src/engine/schema/operations.ts): `transition`
   * (set a field from the states each transition allows to a new one: a run status, a block),
   * `copy` (a new record from this one), `download` (a file from a call) and `call` (any other).
   * Each names the platform's method and path, where its records' ids come from (`{id}` in the path,
   * the body's `id` or `ids`), its body's schema and who may run it. The reference API serves every
   * transition generically (server/routes/operations.ts); the console's declared actions call them by
   * name and offer only the transitions the record's state allows.
   */
  'x-operations': {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
    additionalProperties: OPERATION,
  },
  /**
   * Root: how a schema with an endpoint but no resource file appears in the console (such a
   * schema gets a generated resource with defaults). `false`: API only — request bodies and
   * records shown by another screen (the notification feed). An object: the route under
   * /{cabinetId}/ (default: the endpoint's last segment), the plural label of the menu and the
   * list (default: the schema title) and the menu group (default: no menu item).
   */
  'x-console': {
    anyOf: [
      { const: false },
      {
        type: 'object',
        properties: {
          path: { type: 'string', pattern: '^[a-z][a-z0-9-]*(/[a-z0-9-]+)*$' },
          label: { type: 'string', minLength: 1 },
          menu: { enum: [...MENU_GROUP_KEYS] },
          order: { type: 'integer' },
        },
        additionalProperties: false,
      },
    ],
  },
} as const;

/** Keywords that validate (the others are annotations): as generated code, so the console's standalone validators apply them too. */
const VALIDATING: Partial<Record<keyof typeof X_KEYWORDS, Omit<CodeKeywordDefinition, 'keyword' | 'metaSchema'>>> = {
  'x-decimals': {
    type: 'number',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      const scale = 10 ** (cxt.schema as number);
      cxt.fail(_`Math.round(${cxt.data} * ${scale}) / ${scale} !== ${cxt.data}`);
    },
    // The digits allowed travel with the error: the Russian message says them (fieldErrors.ts).
    error: { message: 'x-decimals', params: ({ schemaCode }) => _`{ decimals: ${schemaCode} }` },
  },
};

export function addXKeywords(ajv: Ajv): void {
  for (const [keyword, metaSchema] of Object.entries(X_KEYWORDS)) {
    const validating = VALIDATING[keyword as keyof typeof X_KEYWORDS];
    ajv.addKeyword(
      validating ? { keyword, metaSchema, ...validating } : { keyword, metaSchema, schemaType: undefined },
    );
  }
}
