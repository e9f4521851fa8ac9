import type { FileRule } from './schema/files';
import type { DictionaryName, TreeDictionaryName } from '../domain/dictionaries';
import type { FilterMode } from './schema/keywords';
import type { JsonSchema } from './schema/types';
import type { ReferenceFilter } from './schema/referenceFilter';

/**
 * The closed set of field kinds. Every schema property is analysed once into one of these, and
 * the registries map each kind to its components; adding a kind does not compile until it has a
 * Field (fields/registry.tsx), an Input (fields/inputs.tsx) and a Filter (fields/filters.tsx) or
 * is named unfilterable (fields/filterKinds.ts).
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'password',
  'url',
  'email',
  'integer',
  'number',
  'money',
  'percent',
  'boolean',
  'date',
  'dateTime',
  'enum',
  'enumArray',
  'reference',
  'referenceArray',
  'object',
  'array',
  'stringArray',
  'lines',
  'json',
  'file',
  'dictionary',
  'fieldNames',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

export interface Choice {
  id: string | number;
  name: string;
  /** x-icon and x-color of its oneOf entry: drawn beside the name (fields/valueMarks.tsx). */
  icon?: import('./schema/keywords/fields').ChoiceIconName;
  color?: import('./schema/keywords/fields').ChoiceColor;
}

interface FieldCommon {
  /** Property name. */
  name: string;
  /** Path in the record, dotted for nested fields ("finance.currency"). */
  source: string;
  label: string;
  description?: string;
  required: boolean;
  /** Server-owned: shown, never sent. */
  readOnly: boolean;
  /** Secret: sent, never shown. */
  writeOnly: boolean;
  /** Sent on create only (x-createOnly). */
  createOnly: boolean;
  /** x-filter: how the list call filters on it, when not by «name = value». */
  filter?: FilterMode;
  schema: JsonSchema;
}

export type FieldDescriptor = FieldCommon &
  (
    | {
        kind: Exclude<
          FieldKind,
          | 'enum'
          | 'enumArray'
          | 'reference'
          | 'referenceArray'
          | 'object'
          | 'array'
          | 'file'
          | 'dictionary'
          | 'fieldNames'
        >;
      }
    /** `tree` (x-tree, arrays only): the codes are picked in that tree dictionary of the platform. */
    | { kind: 'enum' | 'enumArray'; choices: Choice[]; tree?: TreeDictionaryName }
    /**
     * `referenceFilter` (x-reference-filter): the target's records it may name; `siblingLabels`
     * the titles of the sibling fields the filter reads.
     */
    | {
        kind: 'reference' | 'referenceArray';
        reference: string;
        referenceFilter?: ReferenceFilter;
        siblingLabels?: Record<string, string>;
      }
    /**
     * `offered` (x-offered-fields, objects only): the form offers the fields the dictionary names,
     * read for the sibling `by`'s value; `byLabel` the sibling's title.
     */
    | {
        kind: 'object' | 'array';
        fields: FieldDescriptor[];
        offered?: { dictionary: DictionaryName; by: string; byLabel?: string };
      }
    /** x-file: an object keeps the stored file, a string its id; `owner` is the entity schema's $id (the upload names its field). */
    | { kind: 'file'; file: FileRule; owner: string }
    /**
     * x-dictionary: ids named by a platform dictionary; `choices` the values the schema lists with its own
     * names (an array's items'; none: any the dictionary lists), named by the dictionary once it answers;
     * `multiple` on an array of them; `by` (x-dictionary-by) the sibling holding the chosen parents, `byLabel` its title.
     */
    | {
        kind: 'dictionary';
        dictionary: DictionaryName;
        choices: Choice[];
        multiple?: true;
        by?: string;
        byLabel?: string;
      }
    /** x-fields-of: field names of the entity whose schema $id is in the sibling `schemaFrom`. */
    | { kind: 'fieldNames'; schemaFrom: string }
  );

/** The descriptor of one kind (distributes over union members that cover several kinds). */
export type FieldOf<K extends FieldKind> = FieldDescriptor extends infer D
  ? D extends { kind: infer DK }
    ? K extends DK
      ? D & { kind: K }
      : never
    : never
  : never;

/** Kinds that fit in one table cell and one filter input. */
export const SCALAR_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'url',
  'email',
  'integer',
  'number',
  'money',
  'percent',
  'boolean',
  'date',
  'dateTime',
  'enum',
  'reference',
  'dictionary',
]);
