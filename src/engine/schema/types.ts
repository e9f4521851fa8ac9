import type { MenuGroupKey } from './permissions';

/** The subset of JSON Schema 2020-12 (plus our x- keywords) that the engine reads. */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  errorMessage?: unknown;
  'x-endpoint'?: string;
  'x-endpoint-also'?: string;
  'x-calls'?: XCalls;
  'x-operations'?: Record<string, import('./operations').Operation>;
  'x-related'?: Record<string, Omit<import('./related').RelatedRecords, 'name'>>;
  'x-permission'?: string | string[] | { anyOf: string[] };
  'x-id'?: string;
  /** The list's spreadsheet import: off, or the properties that find an existing record. */
  'x-import'?: false | { key: string[] };
  'x-label'?: string;
  /** The grammatical gender of the title, for messages that agree with it (keywords/resource.ts). */
  'x-gender'?: 'm' | 'f' | 'n';
  'x-reference'?: string;
  'x-reference-filter'?: import('./referenceFilter').ReferenceFilter;
  'x-on-delete'?: import('./keywords').OnDelete;
  'x-kind'?: 'longText' | 'money' | 'percent' | 'lines' | 'checkboxes' | 'count';
  /** With x-kind "count": the chip's words (`%{smart_count}`, plural forms) and the muted ones at 0. */
  'x-count'?: { some: string; none: string };
  /** On a choice (a oneOf entry): its icon's name and colour (keywords/fields.ts). */
  'x-icon'?: import('./keywords/fields').ChoiceIconName;
  'x-color'?: import('./keywords/fields').ChoiceColor;
  'x-createOnly'?: boolean;
  /** Shown and sent only while a sibling field has one of these values (keywords/rules.ts). */
  'x-when'?: { field: string; in: (string | number | boolean)[] };
  'x-owner'?: true;
  'x-moderation'?: { status: string; awaiting: Record<string, unknown>; fields: string[] };
  'x-filter'?: import('./keywords').FilterMode;
  'x-query'?: string;
  'x-list-query'?: Record<string, string>;
  'x-list-params'?: Record<string, 'string' | 'integer' | 'boolean'>;
  'x-dictionary'?: import('../../domain/dictionaries').DictionaryName;
  'x-fields-of'?: string;
  'x-dictionary-by'?: string;
  'x-offered-fields'?: { dictionary: import('../../domain/dictionaries').DictionaryName; by: string };
  'x-tree'?: import('../../domain/dictionaries').TreeDictionaryName;
  'x-computed'?: import('../../domain/computed').ComputedName;
  'x-file'?: import('./files').FileRule;
  'x-cabinet'?: string | string[];
  'x-self-cabinet'?: string;
  'x-shared'?: true;
  'x-journal'?: {
    objectId: string;
    objectType?: string;
    time: string;
    user?: string;
    action?: string;
    fields?: string;
    changes?: string;
  };
  'x-unique'?: true | { message?: string };
  'x-not-before'?: string | { field: string; message?: string };
  'x-not-above'?: string | { field: string; message?: string };
  'x-after'?: string | { field: string; message?: string };
  'x-console'?: false | { path?: string; label?: string; menu?: MenuGroupKey; order?: number };
  'x-layout'?: XLayout;
  [keyword: string]: unknown;
}

/** The body names of an array field's added and removed values (x-calls.update.diff). */
export interface ArrayDiffNames {
  add: string;
  remove: string;
}

/**
 * The save of one record: with `{id}` in the path, there; without, the id goes in the body (under
 * idField, else x-id or `id`) beside the changed fields. `diff`: an array field sent as the values
 * added and removed, under these body names, instead of the whole array.
 */
export interface UpdateCall {
  path: string;
  method: 'PUT' | 'PATCH';
  idField?: string;
  diff?: Record<string, ArrayDiffNames>;
}

/** x-calls (keywords/resource.ts): the one-record, create and delete paths that differ from x-endpoint's pattern. */
interface XCalls {
  /** `also`: the product's second path of the same create, described and served, never sent. */
  create?: { path: string; body: 'json' | 'multipart'; also?: string };
  /** GET of one record, `{id}` in the path; or none, the record found in the list's answer. */
  read?: { path: string } | { fromList: true };
  /** The save of one record; false: the platform has none (records are created and deleted only). */
  update?: UpdateCall | false;
  /** With idsQuery: ids in that query parameter; without: one DELETE per record, `{id}` in the path. */
  delete?: { path: string; idsQuery?: string };
}

/**
 * x-layout (keywords/fields.ts): how an object's fields are laid out in its form and on its show page —
 * in `columns` side by side, and/or in titled `groups` of named properties, in the groups' order.
 */
export interface XLayout {
  columns?: number;
  groups?: { title: string; fields: string[] }[];
}

/** A schema file that describes a whole entity (has `$id`). */
export interface EntitySchema extends JsonSchema {
  $id: string;
  title: string;
}

/** Field errors keyed by JSON Pointer ("/finance/currency"), Russian messages. */
export type FieldErrors = Record<string, string>;
