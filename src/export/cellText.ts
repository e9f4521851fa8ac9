import { choiceText, listText } from '../domain/cellText';
import type { FieldDescriptor } from '../engine/fieldKinds';
import { formatRussianDate } from '../engine/fields/russianDate';
import { referenceTarget } from '../engine/referenceName';
import type { Cell } from './spreadsheetWriter';

/**
 * The text of one value in a spreadsheet cell, as the list shows it: the export writes it and the
 * import (src/import/cellValue.ts) reads it back, so a file the console wrote imports unchanged.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Names of referenced records by resource and id, read once per export. */
export type ReferenceNames = Map<string, Map<string, string>>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A cell as the list shows the value (structures as the list's summary of them). */
export function cellOf(
  field: FieldDescriptor,
  value: unknown,
  names: ReferenceNames,
  translate: Translate,
): Cell | undefined {
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value ? translate('ra.boolean.true') : translate('ra.boolean.false');
    case 'date':
      return formatRussianDate(value, false);
    case 'dateTime':
      return formatRussianDate(value, true);
    // A dictionary's names are the platform's; without the schema's own labels the code is written.
    case 'enum':
    case 'dictionary':
      return Array.isArray(value)
        ? listText(value.map((v) => choiceText(field.choices, v)))
        : choiceText(field.choices, value);
    case 'enumArray':
      return listText((value as unknown[]).map((v) => choiceText(field.choices, v)));
    case 'reference': {
      const byId = names.get(referenceTarget(field.reference).name);
      return byId?.get(String(value)) ?? String(value);
    }
    case 'referenceArray': {
      const byId = names.get(referenceTarget(field.reference).name);
      return listText((value as unknown[]).map((id) => byId?.get(String(id)) ?? String(id)));
    }
    case 'stringArray':
    case 'lines':
    case 'fieldNames':
      return listText((value as unknown[]).map(String));
    case 'password':
      return null;
    case 'object':
    case 'array':
    case 'json':
      if (Array.isArray(value))
        return translate('kabinet.field.items', { smart_count: value.length, _: `${value.length}` });
      if (typeof value === 'object') {
        const filled = Object.values(value as object).filter((v) => !isEmpty(v)).length;
        return translate('kabinet.field.filled', { smart_count: filled, _: `${filled}` });
      }
      return String(value);
    default:
      return typeof value === 'number' ? value : String(value);
  }
}
