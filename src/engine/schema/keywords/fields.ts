import { DICTIONARIES, TREE_DICTIONARIES } from '../../../domain/dictionaries';

const FIELD_KINDS_OVERRIDABLE = ['longText', 'money', 'percent', 'lines', 'checkboxes', 'count'] as const;

/**
 * The icons a value of a list of choices may show beside its title (x-icon on a oneOf entry), by
 * name: schemas import no icons (src/engine/fields/valueMarks.tsx draws them).
 */
export const CHOICE_ICON_NAMES = ['bell', 'mail', 'send', 'info', 'warning', 'error'] as const;
export type ChoiceIconName = (typeof CHOICE_ICON_NAMES)[number];
/** The colours a choice's icon may take (x-color on a oneOf entry): the theme's. */
export const CHOICE_COLORS = ['primary', 'info', 'warning', 'error', 'success'] as const;
export type ChoiceColor = (typeof CHOICE_COLORS)[number];

/** How a list call filters on a field when it is not «the field's name = the value» (x-filter). */
export const FILTER_MODES = ['period', 'dayPeriod', 'objectId'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** The x- keywords of how a field is shown, typed, chosen and filtered on. */
export const FIELD_KEYWORDS = {
  /**
   * Field: a presentation the type alone cannot tell (money, percent, long text; "lines": a long
   * array of texts — ids, codes — typed one per line and shown by its count and first values;
   * "checkboxes": a short array of choices ticked in one row instead of a multi-select; "count":
   * an integer shown as a chip that stands out above 0 with x-count's words, muted words at 0).
   */
  'x-kind': { enum: [...FIELD_KINDS_OVERRIDABLE] },
  /**
   * Beside `"x-kind": "count"`: `some`, the chip's words with `%{smart_count}` (Russian plural
   * forms split by `||||`, the last standing for those left out: «%{smart_count} новое |||| %{smart_count} новых»), and `none`,
   * the muted words at 0 («Нет новых»).
   */
  'x-count': {
    type: 'object',
    required: ['some', 'none'],
    properties: {
      some: { type: 'string', pattern: '%\\{smart_count\\}' },
      none: { type: 'string', minLength: 1 },
    },
    additionalProperties: false,
  },
  /**
   * On an entry of a list of choices (`oneOf: [{ const, title, "x-icon" }]`): the icon shown beside
   * its title in lists and on cards (a channel's chip, a level's mark), one of CHOICE_ICON_NAMES.
   */
  'x-icon': { enum: [...CHOICE_ICON_NAMES] },
  /** Beside x-icon: the icon's colour (an error's mark in red), one of the theme's CHOICE_COLORS. */
  'x-color': { enum: [...CHOICE_COLORS] },
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
   * Object field: of its fields only those a dictionary names (its items' ids) are offered in the
   * form, the dictionary read for the value of the sibling `by` (its `by` query): a panel
   * segment's filters, those its provider has data for (GET /categorizer/filters?provider=).
   * None before the sibling has a value, with a hint to choose it first; every one, with the
   * failure said, when the read fails (the dictionary is `fatal: false`). The card shows every field.
   */
  'x-offered-fields': {
    type: 'object',
    required: ['dictionary', 'by'],
    properties: {
      dictionary: { enum: Object.keys(DICTIONARIES) },
      by: { type: 'string', minLength: 1 },
    },
    additionalProperties: false,
  },
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
} as const;
