import { strToU8, Zip, ZipDeflate } from 'fflate';
import { XLSX_TYPE } from '../engine/schema/files';

/**
 * The worker side of exportSpreadsheet (spreadsheet.ts), kept free of worker globals so a test
 * can drive it in-process: rows arrive in chunks of plain cell arrays, each chunk goes into the
 * sheet's compressed stream as it comes, and finish() closes the file.
 *
 * An xlsx is a zip of a few XML files. Streamed, the worker never holds the sheet: only the
 * compressed bytes so far (the export's memory budget, docs/performance.md: write-excel-file, used before, kept every
 * row and then the whole sheet's XML until the zip was done, ~0.6 of xlsx 0.18.5's peak).
 * Strings are written inline (no shared-strings table to hold), the first row in bold and frozen.
 */
export type Cell = string | number | null;

export interface SheetStart {
  headers: string[];
  /** Column widths in characters. */
  widths: number[];
  sheet: string;
  /** Small sheets after the streamed one, written whole at the end (an import template's allowed values). */
  more?: { sheet: string; rows: Cell[][] }[];
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The file's fixed parts; the sheets themselves are written apart (the first one streamed). */
function staticParts(sheets: string[]): Record<string, string> {
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const sheetList = sheets
    .map((name, i) => `<sheet name="${escape(sheetName(name))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const sheetRels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  return {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      `${overrides}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels':
      `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheetList}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${PACKAGE_REL}">${sheetRels}` +
      `<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    // Style 0: the default; style 1: bold (the header row).
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
  };
}

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\. */
const sheetName = (name: string) => (name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet1').slice(0, 31);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Characters XML cannot hold: control characters other than tab and line breaks, U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]).replace(NOT_XML, '');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly Cell[], row: number, columns: readonly string[], style = ''): string {
  let xml = `<row r="${row}">`;
  cells.forEach((value, i) => {
    const ref = `${columns[i] ?? columnName(i)}${row}`;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
    } else if (value !== null && value !== undefined && value !== '') {
      xml += `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escape(value)}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

export class SpreadsheetWriter {
  private readonly parts: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly columns: string[];
  private readonly more: NonNullable<SheetStart['more']>;
  private failure: Error | null = null;
  private rows = 0;

  constructor(start: SheetStart) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.parts.push(chunk);
    });
    this.more = start.more ?? [];
    for (const [name, text] of Object.entries(staticParts([start.sheet, ...this.more.map((m) => m.sheet)]))) {
      const part = new ZipDeflate(name);
      this.zip.add(part);
      part.push(strToU8(text), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml');
    this.zip.add(this.sheet);
    this.columns = start.headers.map((_, i) => columnName(i));
    const widths = start.widths
      .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    this.sheet.push(
      strToU8(
        `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
          '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
          `${widths ? `<cols>${widths}</cols>` : ''}<sheetData>${rowXml(start.headers, 1, this.columns, ' s="1"')}`,
      ),
    );
  }

  /** Appends a chunk; returns the number of data rows so far. */
  add(rows: Cell[][]): number {
    let xml = '';
    for (const row of rows) xml += rowXml(row, ++this.rows + 1, this.columns);
    this.sheet.push(strToU8(xml));
    this.check();
    return this.rows;
  }

  async finish(): Promise<Blob> {
    this.sheet.push(strToU8('</sheetData></worksheet>'), true);
    this.more.forEach(({ rows }, i) => {
      const part = new ZipDeflate(`xl/worksheets/sheet${i + 2}.xml`);
      this.zip.add(part);
      const width = Math.max(0, ...rows.map((r) => r.length));
      const columns = Array.from({ length: width }, (_, c) => columnName(c));
      const xml = rows.map((r, n) => rowXml(r, n + 1, columns, n === 0 ? ' s="1"' : '')).join('');
      part.push(
        strToU8(`${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${xml}</sheetData></worksheet>`),
        true,
      );
    });
    this.zip.end();
    this.check();
    return new Blob(this.parts as BlobPart[], { type: XLSX_TYPE });
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
