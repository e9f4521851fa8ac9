import type { JsonSchema } from './types';

/*
 * Records that name this one (x-related): an SSP's error log, a group's notifications. Declared on
 * the named record's schema and shown on its card as a paged table of the other resource's
 * generated columns, read through that resource's own list call filtered by the naming field — the
 * list the reference API already serves and checks (a filter naming a record out of the caller's
 * reach is answered as a missing record). No React: `npm run check` reads it too.
 */

/** One table of records naming this one. */
export interface RelatedRecords {
  /** Its key in x-related: stable, used in tests and addresses. */
  name: string;
  /** The resource whose records are listed (a resource key, like x-reference's). */
  resource: string;
  /** The field of that resource's schema naming this record (an x-reference to this resource). */
  field: string;
  /** The table's title; default: the resource's menu label. */
  title?: string;
  /** The columns, in this order; default: the resource's list columns without `field`. */
  columns?: string[];
  /** Default: the resource's list sort. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * The platform's own call listing this record's rows, paged only (`{id}` is the record's id): the
   * product names GET /v2/ssp/{sysname}/error for an SSP's card. Default: the resource's list
   * filtered by `field`, sorted by any column.
   */
  path?: string;
  /** «Создать»: the resource's create form with `field` filled (where the cabinet may create). */
  add?: true;
  /**
   * Transitions of that resource's schema (x-operations, by name) offered on each row, as its record
   * page offers them: hidden on a row already in the state, disabled with the reason where the row's
   * state does not allow it (a notification's «Отметить прочитанным», new → read). Their words are
   * the resource's `transitions.texts` (`<state>.label`, `<state>.done`, `failed`).
   */
  rowOperations?: string[];
  /**
   * Transitions of that resource's schema that `match` records by `field` (operations.ts), offered
   * above the table for all of this record's rows at once: the body names this record by `field`
   * (PATCH /v2/notifications {groupId}). Words: `<state>.labelAll`, `<state>.doneAll`
   * (`%{smart_count}` records changed), `failed`; disabled while no row may go there.
   */
  operations?: string[];
  /**
   * A switch above the table that narrows the rows to those with these values (sent as the list
   * call's filters): «Только новые» with `{ "status": "new" }`.
   */
  toggle?: { title: string; filter: Record<string, string | number | boolean> };
}

const NAME = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$' } as const;

/** The meta-schema of x-related (keywords/operations.ts registers it). */
export const RELATED_KEYWORD = {
  type: 'object',
  minProperties: 1,
  propertyNames: NAME,
  additionalProperties: {
    type: 'object',
    required: ['resource', 'field'],
    properties: {
      resource: { type: 'string', pattern: '^[a-z][a-zA-Z0-9-]*$' },
      field: { type: 'string', minLength: 1 },
      title: { type: 'string', minLength: 1 },
      columns: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
      sort: {
        type: 'object',
        required: ['field', 'order'],
        properties: { field: { type: 'string', minLength: 1 }, order: { enum: ['ASC', 'DESC'] } },
        additionalProperties: false,
      },
      path: { type: 'string', pattern: '^/[^{}]*\\{id\\}[^{}]*$' },
      add: { const: true },
      rowOperations: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
      operations: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
      toggle: {
        type: 'object',
        required: ['title', 'filter'],
        properties: {
          title: { type: 'string', minLength: 1 },
          filter: {
            type: 'object',
            minProperties: 1,
            additionalProperties: { type: ['string', 'number', 'boolean'] },
          },
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
} as const;

/** The schema's related tables, in the order it declares them. */
export function relatedOf(schema: JsonSchema): RelatedRecords[] {
  const declared = schema['x-related'] ?? {};
  return Object.entries(declared).map(([name, related]) => ({ name, ...related }));
}
