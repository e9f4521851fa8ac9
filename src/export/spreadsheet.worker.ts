import { SpreadsheetWriter, type Cell, type SheetStart } from './spreadsheetWriter';

/**
 * Writes an xlsx off the main thread (src/export/spreadsheet.ts posts to it): `start`, then
 * `rows` chunks (each acknowledged, so the page never queues more than one chunk), then
 * `finish`, answered with the file as a Blob.
 */
export type ToWorker = { type: 'start'; start: SheetStart } | { type: 'rows'; rows: Cell[][] } | { type: 'finish' };
export type FromWorker =
  { type: 'ack'; rows: number } | { type: 'done'; blob: Blob } | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let writer: SpreadsheetWriter | null = null;
const reply = (message: FromWorker) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      writer = new SpreadsheetWriter(message.start);
      reply({ type: 'ack', rows: 0 });
    } else if (message.type === 'rows') {
      reply({ type: 'ack', rows: writer!.add(message.rows) });
    } else {
      const blob = await writer!.finish();
      writer = null;
      reply({ type: 'done', blob });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
