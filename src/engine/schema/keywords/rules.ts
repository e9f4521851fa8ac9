import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { COMPUTED } from '../../../domain/computed';

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

/** The x- keywords of rules a record's values keep, enforced alike by the form and the reference API. */
export const RULE_KEYWORDS = {
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
   * Field (a number): at most this many digits after the decimal point — money in kopecks and
   * cents (2): a sum of 0.004 would be stored as a journal row of 0 roubles. Validated, not an
   * annotation: exactly (the value equals itself rounded to that many decimals), which
   * `multipleOf: 0.01` cannot be for large sums in floating point.
   */
  'x-decimals': { type: 'integer', minimum: 0, maximum: 6 },
  /** Field: the client sets it on create only; it is kept afterwards (e.g. creativeType of a campaign). */
  'x-createOnly': { type: 'boolean' },
  /**
   * Field: it belongs to some values of a sibling field (a reason goes with «Отклонён»): the form
   * shows its input only while `field` has one of the values `in`, and a value typed before the
   * sibling changed is not sent. The reference API keeps what the record's hook decides.
   */
  'x-when': {
    type: 'object',
    required: ['field', 'in'],
    properties: {
      field: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
      in: { type: 'array', minItems: 1, uniqueItems: true, items: { type: ['string', 'number', 'boolean'] } },
    },
    additionalProperties: false,
  },
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
} as const;

/** Keywords that validate (the others are annotations): as generated code, so the console's standalone validators apply them too. */
export const VALIDATING: Partial<
  Record<keyof typeof RULE_KEYWORDS, Omit<CodeKeywordDefinition, 'keyword' | 'metaSchema'>>
> = {
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
