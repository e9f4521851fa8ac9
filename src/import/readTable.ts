import { strFromU8, Unzip, UnzipInflate, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { SaxesParser } from 'saxes';
import type { RawCell } from './cellValue';

/**
 * Reads an imported file into headings and rows of cells (in the import's worker).
 *
 * - .xlsx: the zip is opened with fflate and the first sheet's XML streamed through saxes, a SAX
 *   parser: the sheet is never held as one text nor as a tree of cells (docs/architecture.md has
 *   the figures against SheetJS's reader, 2.5 times slower than the export writes the same rows);
 *   saxes keeps no line and column count (`position: false`), which no message here names.
 *   Shared, inline and formula strings, numbers (dates are Excel's serial numbers) and TRUE/FALSE.
 * - .csv: UTF-8 when the bytes are valid UTF-8, else Windows-1251 (what Excel saves in Russia),
 *   split by papaparse with «;» or «,», whichever the file uses; both choices can be overridden.
 */
export type Encoding = 'utf-8' | 'windows-1251';
export type Delimiter = ';' | ',';

export interface ReadOptions {
  encoding?: Encoding;
  delimiter?: Delimiter;
}

export interface Table {
  format: 'xlsx' | 'csv';
  /** CSV only: how it was read. */
  encoding?: Encoding;
  delimiter?: Delimiter;
  headings: string[];
  /** Data rows (blank ones left out), each with its line in the file (the heading is line 1). */
  rows: RawCell[][];
  lines: number[];
}

/** The file is neither a readable .xlsx nor a text table. */
export class UnreadableFile extends Error {}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

export function readTable(bytes: Uint8Array, options: ReadOptions = {}): Table {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes, options);
}

const blank = (cell: RawCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

function toTable(
  format: Table['format'],
  all: RawCell[][],
  lineOf: (index: number) => number,
): Omit<Table, 'format'> & { format: Table['format'] } {
  const first = all.findIndex((row) => row.some((c) => !blank(c)));
  if (first < 0) return { format, headings: [], rows: [], lines: [] };
  const headings = all[first].map((c) => (c === null ? '' : String(c).trim()));
  const rows: RawCell[][] = [];
  const lines: number[] = [];
  for (let i = first + 1; i < all.length; i++) {
    if (all[i].every(blank)) continue;
    rows.push(all[i]);
    lines.push(lineOf(i));
  }
  return { format, headings, rows, lines };
}

function detectEncoding(bytes: Uint8Array): Encoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/**
 * «;» or «,», by the heading line (outside quotes): headings hold no decimal commas, which make
 * papaparse's own guess take «,» in a Russian file of numbers. A tie is «;», Excel's in Russia.
 */
function detectDelimiter(text: string): Delimiter {
  const first = text.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const outside = first.replace(/"[^"]*"/g, '');
  const count = (ch: string) => outside.split(ch).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

function readCsv(bytes: Uint8Array, options: ReadOptions): Table {
  const encoding = options.encoding ?? detectEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new UnreadableFile();
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((c) => (c === '' ? null : c)));
  return { ...toTable('csv', rows, (i) => i + 1), encoding, delimiter };
}

/** «BC12» → 54 (the column's index, from 0). */
function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** The first sheet's part name, from the workbook and its relationships. */
function firstSheet(parts: Record<string, Uint8Array>): string {
  const workbook = parts['xl/workbook.xml'] ? strFromU8(parts['xl/workbook.xml']) : '';
  const rels = parts['xl/_rels/workbook.xml.rels'] ? strFromU8(parts['xl/_rels/workbook.xml.rels']) : '';
  const id = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = id && new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
  const alt = id && new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1];
  const found = target || alt;
  if (!found) return 'xl/worksheets/sheet1.xml';
  return found.startsWith('/') ? found.slice(1) : `xl/${found}`;
}

function sharedStrings(bytes: Uint8Array | undefined, own: (text: string) => string): string[] {
  if (!bytes) return [];
  const strings: string[] = [];
  const parser = new SaxesParser({ position: false });
  let text = '';
  let inText = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') text = '';
    else if (tag.name === 't') inText = true;
    // Phonetic hints (<rPh>) are not the cell's text.
    else if (tag.name === 'rPh') inText = false;
  });
  parser.on('text', (t) => {
    if (inText) text += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'si') strings.push(own(text));
  });
  parser.write(strFromU8(bytes)).close();
  return strings;
}

/**
 * The sheet's texts, each kept once and of its own. A file repeats a few texts in most columns
 * (an account, a type, a date, «Да») in every row: one string each instead of one per cell. And the
 * parser's texts are slices of the chunk it was reading, which keep the whole chunk alive — kept
 * in 600 000 cells, they kept the sheet's whole XML in memory.
 */
function textKeeper(): (text: string) => string {
  const kept = new Map<string, string>();
  return (text) => {
    const known = kept.get(text);
    if (known !== undefined) return known;
    const copy = text.length < 13 ? text : (' ' + text).slice(1);
    kept.set(copy, copy);
    return copy;
  };
}

/** Compressed bytes per push to the unzipper (about a megabyte of XML out of each). */
const PUSH_BYTES = 64 * 1024;

function readXlsx(bytes: Uint8Array): Table {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter: (f) => ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'].includes(f.name),
    });
  } catch {
    throw new UnreadableFile();
  }
  const sheetPart = firstSheet(parts);
  const own = textKeeper();
  const strings = sharedStrings(parts['xl/sharedStrings.xml'], own);

  const rows: RawCell[][] = [];
  const rowNumbers: number[] = [];
  let row: RawCell[] = [];
  let type = '';
  let column = 0;
  let text = '';
  let inValue = false;
  let hasValue = false;
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'row':
        row = [];
        rowNumbers.push(Number(tag.attributes.r) || rowNumbers.length + 1);
        break;
      case 'c': {
        const ref = tag.attributes.r as string | undefined;
        column = ref ? columnIndex(ref) : row.length;
        type = (tag.attributes.t as string | undefined) ?? 'n';
        text = '';
        hasValue = false;
        break;
      }
      case 'v':
      case 't':
        inValue = true;
        hasValue = true;
        break;
      case 'rPh':
        inValue = false;
        break;
    }
  });
  parser.on('text', (t) => {
    if (inValue) text += t;
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'c': {
        if (!hasValue) break;
        let cell: RawCell;
        if (type === 's') cell = strings[Number(text)] ?? null;
        else if (type === 'b') cell = text === '1';
        else if (type === 'inlineStr' || type === 'str') cell = own(text);
        else if (type === 'e') cell = null;
        else cell = text === '' ? null : Number(text);
        while (row.length < column) row.push(null);
        row[column] = cell;
        break;
      }
      case 'row':
        rows.push(row);
        break;
    }
  });
  let found = false;
  let failure: unknown = null;
  const decoder = new TextDecoder('utf-8');
  const unzip = new Unzip((file) => {
    if (file.name !== sheetPart) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (error) failure = error;
      else if (!failure) {
        try {
          parser.write(decoder.decode(chunk, { stream: !final }));
          if (final) parser.close();
        } catch (e) {
          failure = e;
        }
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // A few compressed bytes at a time: fflate inflates what it is given at once, so the whole
    // file in one push came out as the sheet's whole XML in one buffer (43 MB for 50 000 rows,
    // 86 MB more as text), which the parser then held while reading it.
    for (let at = 0; at < bytes.length; at += PUSH_BYTES)
      unzip.push(bytes.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= bytes.length);
  } catch {
    throw new UnreadableFile();
  }
  if (!found || failure) throw new UnreadableFile();
  return toTable('xlsx', rows, (i) => rowNumbers[i]);
}
