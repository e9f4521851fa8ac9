import { MENU_GROUP_KEYS } from '../permissions';

/**
 * The x- keywords of a schema's root that say what the resource is and where the platform keeps
 * it: its calls, its records' identity and name, its place in the console, its import and journal.
 */
export const RESOURCE_KEYWORDS = {
  /** Root: the platform endpoint of the collection, e.g. "/v2/accounts". */
  'x-endpoint': { type: 'string', pattern: '^/' },
  /**
   * Root: the product's second path of the same collection, where it names two for one thing
   * (`/ord/contract/initial` beside `/ord/initialContract`). The console calls x-endpoint; the
   * contract document describes both and the reference API serves the whole CRUD at both.
   */
  'x-endpoint-also': { type: 'string', pattern: '^/' },
  /**
   * Root: calls of the collection the platform serves elsewhere than the REST pattern of
   * x-endpoint. `create`: POST to `path`, as JSON or as a multipart form (one part per field,
   * text as it is, anything else as JSON); `also`: the product's second path of the same create
   * (brand-lift surveys: POST /brandlift beside /brandlifts), described and served the same, never
   * sent by the console. `delete`: DELETE `path` with the ids in the query
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
        properties: {
          path: { type: 'string', pattern: '^/' },
          body: { enum: ['json', 'multipart'] },
          also: { type: 'string', pattern: '^/' },
        },
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
  /** Root: the property that identifies a record when it is not `id` (SSPs use `sysname`). */
  'x-id': { type: 'string', minLength: 1 },
  /** Root: the property shown as the record's name (in references, titles, toasts). */
  'x-label': { type: 'string', minLength: 1 },
  /**
   * Root: the grammatical gender of the schema's `title` ("m", "f", "n": «Тарифная сетка» is "f"),
   * so that a message naming a record agrees with it: «Тарифная сетка «Зима» создана». Without it
   * the console says «Запись «Зима» создана», which is right whatever the title.
   */
  'x-gender': { enum: ['m', 'f', 'n'] },
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
   * Root: query parameters the collection's list also takes that are no field's filter — options
   * of the answer, by name with their type (the accounts' figures for a period:
   * `{ "startTimeISO": "string", "offsetTime": "integer", "withoutExtraCampaigns": "boolean" }`).
   * The contract document lists them; the reference API never filters records on them.
   */
  'x-list-params': {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    additionalProperties: { enum: ['string', 'integer', 'boolean'] },
  },
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
   * Root: how a schema with an endpoint but no resource file appears in the console (such a
   * schema gets a generated resource with defaults). `false`: API only — request bodies and
   * records shown by another screen (the DMP reports). An object: the route under
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
