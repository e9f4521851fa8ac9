import type { ImportColumn } from './columns';
import { normalHeading } from './mapping';

/**
 * A cell of an imported file as a field's value: the inverse of the export's cell text
 * (src/export/cellText.ts), so a file the console wrote reads back to the same record. Excel's
 * own cell types are read too: dates as serial numbers, numbers as numbers, TRUE/FALSE.
 *
 * What cannot be read stays the text it was: the resource's validator then says at the cell
 * what the form would say (a text in a number field: «Введите число»; a title that is none of
 * the field's: «Выберите значение из списка»). References are names to resolve (`names`).
 */
export type RawCell = string | number | boolean | null;

export type CellRead = { value: unknown } | { names: string[] };

/** The words a yes/no cell may hold, lower case: the export's («Да»/«Нет») and the spreadsheet's own. */
export interface YesNo {
  yes: readonly string[];
  no: readonly string[];
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Spaces between thousands: plain, no-break and narrow no-break (what Excel and the console write). */
const SPACES = /[\s\u00a0\u202f]/g;

/** «2 925 000,50» → 2925000.5; «15,5 %» → 15.5 where `percent`; null when it is no number. */
export function readNumber(text: string, percent = false): number | null {
  let t = text.replace(SPACES, '');
  if (percent) t = t.replace(/%$/, '');
  t = t.replace(',', '.');
  return NUMBER.test(t) ? Number(t) : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;
/** Excel's day 0 (its serial dates count from 30.12.1899, 1900's phantom leap day included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function isoDay(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

const RUSSIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** «31.12.2026», an ISO day or an Excel serial → «2026-12-31»; null when it is no day. */
export function readDate(cell: string | number): string | null {
  if (typeof cell === 'number') {
    const d = new Date(EXCEL_EPOCH + Math.floor(cell) * DAY_MS);
    return isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  const ru = RUSSIAN_DATE.exec(cell);
  if (ru && ru[4] === undefined) return isoDay(Number(ru[3]), Number(ru[2]), Number(ru[1]));
  const iso = ISO_DATE.exec(cell);
  return iso ? isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** «31.12.2026 14:30» (local time, as the export writes it) or an Excel serial → an ISO instant. */
export function readDateTime(cell: string | number): string | null {
  let parts: number[];
  if (typeof cell === 'number') {
    const whole = new Date(EXCEL_EPOCH + Math.round(cell * DAY_MS));
    parts = [
      whole.getUTCFullYear(),
      whole.getUTCMonth() + 1,
      whole.getUTCDate(),
      whole.getUTCHours(),
      whole.getUTCMinutes(),
      whole.getUTCSeconds(),
    ];
  } else {
    const ru = RUSSIAN_DATE.exec(cell);
    if (!ru) return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(cell) ? cell : null;
    parts = [ru[3], ru[2], ru[1], ru[4] ?? '0', ru[5] ?? '0', ru[6] ?? '0'].map(Number);
  }
  const [y, m, d, h, min, s] = parts;
  if (!isoDay(y, m, d) || h > 23 || min > 59 || s > 59) return null;
  return new Date(y, m - 1, d, h, min, s).toISOString();
}

/** Items of a list cell: «a; b» (the export's) — a text without «;» is one item. */
export function splitList(text: string): string[] {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A column's codes by their names and by themselves, compared as headings are; made once per column. */
const codesOf = new WeakMap<ImportColumn, Map<string, unknown>>();

function codeOf(column: ImportColumn, text: string): unknown {
  let codes = codesOf.get(column);
  if (!codes) {
    codes = new Map();
    // Names first: a name that is also another value's code means the named value.
    for (const c of column.choices ?? [])
      if (!codes.has(normalHeading(String(c.id)))) codes.set(normalHeading(String(c.id)), c.id);
    for (const c of column.choices ?? []) codes.set(normalHeading(c.name), c.id);
    codesOf.set(column, codes);
  }
  const wanted = normalHeading(text);
  return codes.has(wanted) ? codes.get(wanted) : text;
}

const textOf = (cell: RawCell) => (typeof cell === 'string' ? cell.trim() : String(cell));

/** The value of a non-empty cell for its column (`null` cells and blank texts are never asked). */
export function readCell(column: ImportColumn, cell: Exclude<RawCell, null>, words: YesNo): CellRead {
  const text = textOf(cell);
  switch (column.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      if (typeof cell === 'number') return { value: cell };
      return { value: readNumber(text, column.kind === 'percent') ?? text };
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const t = text.toLowerCase();
      return { value: words.yes.includes(t) ? true : words.no.includes(t) ? false : text };
    }
    case 'date':
      return { value: (typeof cell === 'boolean' ? null : readDate(typeof cell === 'number' ? cell : text)) ?? text };
    case 'dateTime':
      return {
        value: (typeof cell === 'boolean' ? null : readDateTime(typeof cell === 'number' ? cell : text)) ?? text,
      };
    case 'enum':
      return { value: codeOf(column, text) };
    case 'enumArray':
      return { value: splitList(text).map((item) => codeOf(column, item)) };
    case 'dictionary':
      return column.multiple
        ? { value: splitList(text).map((item) => codeOf(column, item)) }
        : { value: codeOf(column, text) };
    case 'reference':
      return { names: [text] };
    case 'referenceArray':
      return { names: splitList(text) };
    case 'stringArray':
    case 'lines':
      return {
        value: splitList(text).map((item) => (column.numberItems ? (readNumber(item) ?? item) : item)),
      };
    default:
      return { value: text };
  }
}
