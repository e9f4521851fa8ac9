import { CABINET_TYPES, PERMISSIONS } from '../permissions';

const PERMISSION_LIST = { type: 'array', items: { enum: [...PERMISSIONS] }, minItems: 1, uniqueItems: true } as const;

/** The x- keywords of who may see and change a resource's records (src/engine/schema/access.ts reads them). */
export const ACCESS_KEYWORDS = {
  /**
   * Root: the permission(s) of docs/product.md#permissions that open the screens and the API; of a list, every
   * one is needed, of `{ "anyOf": [...] }` any one (access.ts: the menu, the route guard and the API read it alike).
   */
  'x-permission': {
    if: { type: 'object' },
    then: { properties: { anyOf: PERMISSION_LIST }, required: ['anyOf'], additionalProperties: false },
    else: { anyOf: [{ enum: [...PERMISSIONS] }, PERMISSION_LIST] },
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
   * Top-level reference field (x-reference, x-createOnly): the record belongs where the record it
   * names keeps its own records (a creative with its campaign's cabinet, a campaign with its
   * account's), so whoever sees the one sees the other. Set in the create's own transaction; the
   * reference is create-only, so the owner never has to follow a change.
   */
  'x-owner': { const: true },
} as const;
