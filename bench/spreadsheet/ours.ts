// The console's export (src/export): rows mapped and streamed in chunks to a web worker that
// streams them into the file (src/export/spreadsheetWriter.ts).
import { exportSpreadsheet, type SpreadsheetColumn } from '../../src/export/spreadsheet';
import { benchRows, HEADERS, type Row } from './data';

const columns: SpreadsheetColumn<Row>[] = HEADERS.map((header, i) => ({ header, value: (row) => row[i] }));
const rows = benchRows();

window.__write = async () => {
  const start = performance.now();
  const blob = await exportSpreadsheet({ columns, rows });
  return { ms: performance.now() - start, bytes: blob.size };
};
