// The baseline: the npm `xlsx` 0.18.5 (SheetJS) writing the same table, as its docs show.
import * as XLSX from 'xlsx';
import { benchRows, HEADERS } from './data';

const rows = benchRows();

window.__write = async () => {
  const start = performance.now();
  const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Лист1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  const blob = new Blob([bytes]);
  return { ms: performance.now() - start, bytes: blob.size };
};
