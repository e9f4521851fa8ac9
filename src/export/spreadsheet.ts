import { EXPORT_MESSAGES } from './messages';
import type { Cell } from './spreadsheetWriter';
import type { FromWorker, ToWorker } from './spreadsheet.worker';

/**
 * Exports a table to xlsx in the browser without blocking the page: rows are mapped to cells
 * here, chunk by chunk, and written in a web worker (spreadsheet.worker.ts, spreadsheetWriter.ts).
 * Each chunk waits for the worker's acknowledgement before the next is mapped, so at any moment
 * the page holds at most one chunk of cells besides its own rows, and the worker the compressed
 * file so far.
 *
 *   const blob = await exportSpreadsheet({ columns, rows }, { onProgress, signal });
 *   const blob = await exportSpreadsheet({ columns, pages: fetchPages(), total }, { signal });
 */
export type { Cell };

export interface SpreadsheetColumn<R> {
  /** The column's heading, as on screen. */
  header: string;
  /** The cell of a row: text as on screen, or a number (kept a number in the sheet). */
  value: (row: R) => Cell | undefined;
  /** Width in characters; by default from the heading. */
  width?: number;
}

export interface SpreadsheetSource<R> {
  columns: readonly SpreadsheetColumn<R>[];
  /** Rows already in memory … */
  rows?: readonly R[];
  /** … and/or pages fetched one by one (each is mapped and sent before the next is asked for). */
  pages?: AsyncIterable<readonly R[]>;
  /** Number of rows expected, for the progress (rows.length by default). */
  total?: number;
  /** Sheet name (Excel allows 31 characters). */
  sheet?: string;
  /** Small sheets after it, each with its own first row as headings (a template's allowed values). */
  more?: { sheet: string; rows: Cell[][] }[];
}

export interface ExportProgress {
  phase: 'rows' | 'writing';
  /** Rows handed to the worker so far. */
  done: number;
  total: number | null;
}

/** The part of a Worker the export uses (tests pass an in-process one). */
export interface SpreadsheetWorker {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  /** Aborting stops the export at once (the worker is terminated) with an AbortError. */
  signal?: AbortSignal;
  /** Rows per message to the worker. */
  chunkSize?: number;
  createWorker?: () => SpreadsheetWorker;
}

const DEFAULT_CHUNK_SIZE = 2_000;

const defaultWorker = (): SpreadsheetWorker =>
  new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'spreadsheet',
  }) as unknown as SpreadsheetWorker;

/** Rows [from, to) as cell arrays in column order; missing values and NaN become empty cells. */
export function toCells<R>(
  columns: readonly SpreadsheetColumn<R>[],
  rows: readonly R[],
  from = 0,
  to = rows.length,
): Cell[][] {
  const out: Cell[][] = [];
  const end = Math.min(to, rows.length);
  for (let i = from; i < end; i++) {
    const row = rows[i];
    out.push(
      columns.map((c) => {
        const v = c.value(row);
        return v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : v;
      }),
    );
  }
  return out;
}

/** Column widths in characters: the given one, else the heading's length with some air. */
function columnWidths<R>(columns: readonly SpreadsheetColumn<R>[]): number[] {
  return columns.map((c) => c.width ?? Math.min(60, Math.max(10, c.header.length + 4)));
}

const aborted = () => new DOMException(EXPORT_MESSAGES.aborted, 'AbortError');

export async function exportSpreadsheet<R>(source: SpreadsheetSource<R>, options: ExportOptions = {}): Promise<Blob> {
  const { signal, onProgress, chunkSize = DEFAULT_CHUNK_SIZE } = options;
  if (signal?.aborted) throw aborted();
  const worker = (options.createWorker ?? defaultWorker)();
  let waiting: { resolve: (m: FromWorker) => void; reject: (e: unknown) => void } | null = null;
  const settle = (fn: (w: NonNullable<typeof waiting>) => void) => {
    const w = waiting;
    waiting = null;
    if (w) fn(w);
  };
  worker.onmessage = ({ data }) =>
    settle((w) => (data.type === 'error' ? w.reject(new Error(data.message)) : w.resolve(data)));
  worker.onerror = (event) => settle((w) => w.reject(new Error(event.message || EXPORT_MESSAGES.writeFailed)));
  const onAbort = () => {
    worker.terminate();
    settle((w) => w.reject(aborted()));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const send = (message: ToWorker) =>
    new Promise<FromWorker>((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage(message);
    });

  try {
    await send({
      type: 'start',
      start: {
        headers: source.columns.map((c) => c.header),
        widths: columnWidths(source.columns),
        sheet: source.sheet ?? EXPORT_MESSAGES.sheet,
        ...(source.more ? { more: source.more } : {}),
      },
    });
    const total = source.total ?? source.rows?.length ?? null;
    let done = 0;
    onProgress?.({ phase: 'rows', done, total });
    const push = async (rows: readonly R[]) => {
      for (let i = 0; i < rows.length; i += chunkSize) {
        if (signal?.aborted) throw aborted();
        const ack = await send({ type: 'rows', rows: toCells(source.columns, rows, i, i + chunkSize) });
        done = ack.type === 'ack' ? ack.rows : done;
        onProgress?.({ phase: 'rows', done, total });
      }
    };
    if (source.rows) await push(source.rows);
    if (source.pages) {
      for await (const page of source.pages) {
        if (signal?.aborted) throw aborted();
        await push(page);
      }
    }
    onProgress?.({ phase: 'writing', done, total: done });
    const result = await send({ type: 'finish' });
    if (result.type !== 'done') throw new Error(EXPORT_MESSAGES.writeFailed);
    return result.blob;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    worker.terminate();
  }
}

/** Saves a Blob under a file name through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
