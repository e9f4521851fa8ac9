import { OPERATION_KINDS, OPERATION_METHODS } from '../operations';
import { CABINET_TYPES, PERMISSIONS } from '../permissions';
import { RELATED_KEYWORD } from '../related';

/** A state of a transition (x-operations): an enum's value or a flag. */
const STATE = { type: ['string', 'boolean'] } as const;
/** A body or query property name. */
const NAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' } as const;
/** A declared action's icon by name; `npm run check` names the nearest known one (scripts/lib/iconLint.ts). */
const ICON = { type: 'string', pattern: '^[a-z][A-Za-z]*$' } as const;
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
    match: { type: 'array', items: NAME, minItems: 1, uniqueItems: true },
    viewField: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$' },
    type: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+-]+$' },
    icon: ICON,
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
          icon: ICON,
          color: { enum: ['error', 'warning', 'success'] },
          confirm: { const: true },
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

/** The x- keywords of what a record does beyond CRUD, and of the records that name it. */
export const OPERATION_KEYWORDS = {
  /** Root: the tables of records that name this one, shown on its card (../related.ts). */
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
} as const;
