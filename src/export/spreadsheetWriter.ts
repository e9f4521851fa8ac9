import writeXlsxFile, { type Cell as SheetCell, type Row as SheetRow } from 'write-excel-file/browser';

/**
 * The worker side of exportSpreadsheet (spreadsheet.ts), kept free of worker globals so a test
 * can drive it in-process: rows arrive in chunks of plain cell arrays and are kept as they came
 * (one copy, the sheet data itself); finish() writes the xlsx with write-excel-file.
 */
export type Cell = string | number | null;

export interface SheetStart {
  headers: string[];
  /** Column widths in characters. */
  widths: number[];
  sheet: string;
}

export class SpreadsheetWriter {
  private readonly data: SheetRow[];
  private readonly widths: number[];
  private readonly sheet: string;

  constructor(start: SheetStart) {
    this.data = [start.headers.map((value): SheetCell => ({ value, fontWeight: 'bold' }))];
    this.widths = start.widths;
    this.sheet = start.sheet;
  }

  /** Appends a chunk; returns the number of data rows so far. */
  add(rows: Cell[][]): number {
    for (const row of rows) this.data.push(row);
    return this.data.length - 1;
  }

  async finish(): Promise<Blob> {
    const blob = await writeXlsxFile(this.data, {
      sheet: this.sheet,
      columns: this.widths.map((width) => ({ width })),
      stickyRowsCount: 1,
    }).toBlob();
    this.data.length = 0; // the file holds them now
    return blob;
  }
}
