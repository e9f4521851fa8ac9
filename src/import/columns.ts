import type { DictionaryName } from '../domain/dictionaries';
import type { Choice, FieldDescriptor, FieldKind } from '../engine/fieldKinds';
import type { EntitySchema } from '../engine/schema/types';

/**
 * The columns of a resource's import file: every field a person can type into the create form,
 * nested objects opened into dotted columns («Период проведения: Начало»). Plain data, so the
 * worker and the page share one list.
 */
export interface ImportColumn {
  /** Dotted path in the record. */
  source: string;
  /** The template's heading: the field's title, a nested one after its object's («Период: Начало»). */
  header: string;
  kind: FieldKind;
  /** Required for a record to be created (the field and every object above it required). */
  required: boolean;
  /** Sent on create only: an update keeps the record's value. */
  createOnly: boolean;
  /** Titles of the allowed codes (enums, dictionaries with titles). */
  choices?: Choice[];
  /** x-reference: the resource key whose records are named in the cell. */
  reference?: string;
  /** Item type of a plain list (stringArray): numbers are read as numbers. */
  numberItems?: boolean;
  /** A dictionary field holding a list of codes. */
  multiple?: boolean;
  /** x-dictionary: the platform dictionary naming the codes (its names join `choices` when the dialog opens). */
  dictionary?: DictionaryName;
}

/** Kinds that a cell cannot hold (files, lists of objects, free JSON). */
const NOT_IN_A_CELL: ReadonlySet<FieldKind> = new Set<FieldKind>(['file', 'array', 'json', 'fieldNames']);

export function importColumns(fields: readonly FieldDescriptor[]): ImportColumn[] {
  const out: ImportColumn[] = [];
  const walk = (list: readonly FieldDescriptor[], chain: string[], required: boolean) => {
    for (const field of list) {
      if (field.readOnly || NOT_IN_A_CELL.has(field.kind)) continue;
      if (field.kind === 'object') {
        walk(field.fields, [...chain, field.label], required && field.required);
        continue;
      }
      const items = field.schema.items as EntitySchema | undefined;
      out.push({
        source: field.source,
        header: [...chain, field.label].slice(-2).join(': '),
        kind: field.kind,
        required: required && field.required,
        createOnly: field.createOnly,
        ...('choices' in field && field.choices.length ? { choices: field.choices } : {}),
        ...('reference' in field ? { reference: field.reference } : {}),
        ...(field.kind === 'dictionary' && field.multiple ? { multiple: true } : {}),
        ...(field.kind === 'dictionary' ? { dictionary: field.dictionary } : {}),
        ...(field.kind === 'stringArray' && (items?.type === 'number' || items?.type === 'integer')
          ? { numberItems: true }
          : {}),
      });
      // Two headings alike (an object's «Начало» and another's): the whole chain tells them apart.
      const last = out[out.length - 1];
      if (out.some((c) => c !== last && c.header === last.header)) last.header = [...chain, field.label].join(': ');
    }
  };
  walk(fields, [], true);
  return out;
}
