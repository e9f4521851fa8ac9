/** What deleting a record does to a record that names it (x-on-delete). */
export const ON_DELETE = ['refuse', 'unlink', 'cascade', 'keep'] as const;
export type OnDelete = (typeof ON_DELETE)[number];

/** The x- keywords of a field naming records of another resource. */
export const REFERENCE_KEYWORDS = {
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
} as const;
