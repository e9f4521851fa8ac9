import type { Cell } from '../export/spreadsheetWriter';
import type { RawCell } from './cellValue';
import { Planner, referenceTexts, type PlannedRow, type PlanSetup, type RowAction, type Validate } from './plan';
import { readTable, type ReadOptions, type Table } from './readTable';
import type { Mapping } from './mapping';

/**
 * What the import's worker holds between the dialog's steps (import.worker.ts routes messages
 * here; tests drive it in-process): the file's rows and the dry run's plan. The page gets only
 * what it shows: the headings, counts and a preview, then the rows to write a few at a time.
 */
export type Counts = Record<RowAction, number>;

export interface TableInfo {
  format: Table['format'];
  encoding?: Table['encoding'];
  delimiter?: Table['delimiter'];
  headings: string[];
  count: number;
}

export interface PlanResult {
  counts: Counts;
  /** Rows with errors first, then the rest in file order, at most `previewSize`. */
  preview: PreviewRow[];
}

export interface PreviewRow extends PlannedRow {
  cells: RawCell[];
}

export interface WriteRow {
  index: number;
  line: number;
  action: 'create' | 'update';
  record: Record<string, unknown>;
  id?: string;
}

/** A row's messages in one cell: «Период проведения: Окончание — Дата окончания раньше даты начала; …». */
export function errorText(errors: Record<string, string>, headers: Record<string, string>): string {
  return Object.entries(errors)
    .map(([source, message]) => (source && headers[source] ? `${headers[source]} — ${message}` : message))
    .join('; ');
}

/** Rows per slice of the dry run: the worker reports progress between slices. */
const SLICE = 500;

export class ImportSession {
  private table: Table | null = null;
  private planned: PlannedRow[] = [];

  read(bytes: Uint8Array, options: ReadOptions): TableInfo {
    this.table = readTable(bytes, options);
    this.planned = [];
    const { format, encoding, delimiter, headings, rows } = this.table;
    return { format, encoding, delimiter, headings, count: rows.length };
  }

  texts(columns: PlanSetup['columns'], mapping: Mapping): Record<string, string[]> {
    return referenceTexts(this.rows(), columns, mapping);
  }

  async plan(
    setup: PlanSetup,
    validate: Validate,
    previewSize: number,
    onProgress?: (done: number, total: number) => void,
  ): Promise<PlanResult> {
    const rows = this.rows();
    const lines = this.table!.lines;
    const planner = new Planner(setup);
    const planned: PlannedRow[] = new Array<PlannedRow>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      planned[i] = await planner.plan(i, lines[i], rows[i], validate);
      if ((i + 1) % SLICE === 0) onProgress?.(i + 1, rows.length);
    }
    onProgress?.(rows.length, rows.length);
    this.planned = planned;
    const counts: Counts = { create: 0, update: 0, unchanged: 0, error: 0 };
    for (const p of planned) counts[p.action]++;
    const preview: PreviewRow[] = [];
    for (const pass of [true, false])
      for (const p of planned) {
        if (preview.length >= previewSize) break;
        if ((p.action === 'error') === pass) preview.push({ ...p, cells: rows[p.index] });
      }
    return { counts, preview };
  }

  /** The rows to write, in file order, from the `from`-th of them. */
  writes(from: number, size: number): { rows: WriteRow[]; total: number } {
    const all = this.planned.filter((p) => p.action === 'create' || p.action === 'update');
    return {
      total: all.length,
      rows: all.slice(from, from + size).map(({ index, line, action, record, id }) => ({
        index,
        line,
        action: action as WriteRow['action'],
        record: record!,
        ...(id ? { id } : {}),
      })),
    };
  }

  /**
   * The rows with errors in the template's layout (`order`: the file column of each template
   * column, -1 for none) with the messages last; `refused` adds the rows the server refused.
   * A spreadsheet's TRUE/FALSE is written as the export writes yes and no (`yesNo`), so the
   * fixed file reads back the same.
   */
  errorRows(
    order: number[],
    headers: Record<string, string>,
    refused: Record<number, string>,
    yesNo: { yes: string; no: string },
  ): Cell[][] {
    const rows = this.rows();
    const out: Cell[][] = [];
    for (const p of this.planned) {
      const text = p.action === 'error' ? errorText(p.errors, headers) : refused[p.index];
      if (!text) continue;
      const cells = rows[p.index];
      out.push([
        ...order.map((i) => {
          const c = i < 0 ? null : (cells[i] ?? null);
          return typeof c === 'boolean' ? (c ? yesNo.yes : yesNo.no) : c;
        }),
        text,
      ]);
    }
    return out;
  }

  private rows(): RawCell[][] {
    if (!this.table) throw new Error('ImportSession: read() comes first');
    return this.table.rows;
  }
}
