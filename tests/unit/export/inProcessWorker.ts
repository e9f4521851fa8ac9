import * as XLSX from 'xlsx';
import type { SpreadsheetWorker } from '../../../src/export/spreadsheet';
import type { FromWorker, ToWorker } from '../../../src/export/spreadsheet.worker';
import { SpreadsheetWriter } from '../../../src/export/spreadsheetWriter';

/** What the spreadsheet tests share: the export's worker run in-process, and the file read back. */

/** The worker's protocol run in-process over the same writer the real worker uses. */
export function inProcessWorker(seen: ToWorker[] = []): SpreadsheetWorker & { terminated: boolean } {
  let writer: SpreadsheetWriter | null = null;
  const worker = {
    terminated: false,
    onmessage: null as SpreadsheetWorker['onmessage'],
    onerror: null as SpreadsheetWorker['onerror'],
    terminate() {
      worker.terminated = true;
    },
    postMessage(message: ToWorker) {
      seen.push(message);
      setTimeout(async () => {
        if (worker.terminated) return;
        let answer: FromWorker;
        if (message.type === 'start') {
          writer = new SpreadsheetWriter(message.start);
          answer = { type: 'ack', rows: 0 };
        } else if (message.type === 'rows') answer = { type: 'ack', rows: writer!.add(message.rows) };
        else answer = { type: 'done', blob: await writer!.finish() };
        worker.onmessage?.({ data: answer } as MessageEvent<FromWorker>);
      }, 0);
    },
  };
  return worker;
}

/** jsdom's Blob has no arrayBuffer(): read it as a page would, with a FileReader. */
export const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

export async function readBack(blob: Blob): Promise<unknown[][]> {
  const book = XLSX.read(await bytesOf(blob), { type: 'array' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}
