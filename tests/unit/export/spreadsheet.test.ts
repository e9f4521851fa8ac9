import { describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  exportSpreadsheet,
  toCells,
  type ExportProgress,
  type SpreadsheetColumn,
} from '../../../src/export/spreadsheet';
import type { FromWorker, ToWorker } from '../../../src/export/spreadsheet.worker';
import { SpreadsheetWriter } from '../../../src/export/spreadsheetWriter';
import { bytesOf, inProcessWorker, readBack } from './inProcessWorker';

interface Row {
  name: string;
  impressions: number;
  ctr: number | null;
  note?: string;
}

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'Кампания', value: (r) => r.name },
  { header: 'Показы', value: (r) => r.impressions },
  { header: 'CTR, %', value: (r) => r.ctr },
  { header: 'Примечание', value: (r) => r.note },
];

describe('toCells', () => {
  it('maps rows to cells in column order; missing values and NaN are empty cells', () => {
    const rows: Row[] = [
      { name: 'Весна', impressions: 1200, ctr: 0.5, note: 'x' },
      { name: 'Осень', impressions: 0, ctr: Number.NaN },
    ];
    expect(toCells(columns, rows)).toEqual([
      ['Весна', 1200, 0.5, 'x'],
      ['Осень', 0, null, null],
    ]);
    expect(toCells(columns, rows, 1, 5)).toEqual([['Осень', 0, null, null]]);
  });
});

describe('exportSpreadsheet', () => {
  it('writes the Russian headings and every row, in chunks, reporting progress', async () => {
    const rows: Row[] = Array.from({ length: 5_001 }, (_, i) => ({
      name: `Кампания ${i}`,
      impressions: i * 10,
      ctr: i % 7,
    }));
    const seen: ToWorker[] = [];
    const progress: ExportProgress[] = [];
    const blob = await exportSpreadsheet(
      { columns, rows, sheet: 'Статистика' },
      { createWorker: () => inProcessWorker(seen), onProgress: (p) => progress.push(p), chunkSize: 2_000 },
    );
    expect(seen.filter((m) => m.type === 'rows').map((m) => (m as { rows: unknown[] }).rows.length)).toEqual([
      2_000, 2_000, 1_001,
    ]);
    expect(progress.map((p) => `${p.phase}:${p.done}/${p.total}`)).toEqual([
      'rows:0/5001',
      'rows:2000/5001',
      'rows:4000/5001',
      'rows:5001/5001',
      'writing:5001/5001',
    ]);
    const sheet = await readBack(blob);
    expect(sheet[0]).toEqual(['Кампания', 'Показы', 'CTR, %', 'Примечание']);
    expect(sheet).toHaveLength(5_002);
    expect(sheet[5_001]).toEqual(['Кампания 5000', 50_000, 2, null]);
  });

  it('takes pages one by one, asking for the next only after the last was written', async () => {
    const asked: number[] = [];
    async function* pages() {
      for (let page = 1; page <= 3; page++) {
        asked.push(page);
        yield [{ name: `Стр. ${page}`, impressions: page, ctr: null }];
      }
    }
    const blob = await exportSpreadsheet(
      { columns, pages: pages(), total: 3 },
      { createWorker: () => inProcessWorker() },
    );
    expect(asked).toEqual([1, 2, 3]);
    expect((await readBack(blob)).slice(1)).toEqual([
      ['Стр. 1', 1, null, null],
      ['Стр. 2', 2, null, null],
      ['Стр. 3', 3, null, null],
    ]);
  });

  it('stops on abort with an AbortError and ends the worker', async () => {
    const controller = new AbortController();
    const worker = inProcessWorker();
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ name: String(i), impressions: i, ctr: null }));
    const run = exportSpreadsheet(
      { columns, rows },
      {
        createWorker: () => worker,
        signal: controller.signal,
        chunkSize: 1_000,
        onProgress: (p) => {
          if (p.done >= 3_000) controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('a failure in the worker rejects the export', async () => {
    const worker = inProcessWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = vi.fn((m: ToWorker) => {
      if (m.type === 'finish')
        setTimeout(
          () => worker.onmessage?.({ data: { type: 'error', message: 'нет памяти' } } as MessageEvent<FromWorker>),
          0,
        );
      else post(m);
    });
    await expect(exportSpreadsheet({ columns, rows: [] }, { createWorker: () => worker })).rejects.toThrow(
      'нет памяти',
    );
  });
});

describe("SpreadsheetWriter (the worker's file)", () => {
  it('streams a real xlsx: bold frozen header, column widths, inline text escaped, numbers as numbers', async () => {
    const writer = new SpreadsheetWriter({
      headers: ['Кампания', 'Показы'],
      widths: [30, 12],
      sheet: 'Кампании: итоги/неделя',
    });
    expect(
      writer.add([
        ['A & B <весна>', 1200],
        ['  с пробелами  ', null],
      ]),
    ).toBe(2);
    expect(writer.add([[null, 2.5]])).toBe(3);
    const blob = await writer.finish();
    expect(await readBack(blob)).toEqual([
      ['Кампания', 'Показы'],
      ['A & B <весна>', 1200],
      ['  с пробелами  ', null],
      [null, 2.5],
    ]);
    const files = unzipSync(await bytesOf(blob));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain(
      '<cols><col min="1" max="1" width="30" customWidth="1"/><col min="2" max="2" width="12" customWidth="1"/></cols>',
    );
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Кампания</t></is></c>');
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">A &amp; B &lt;весна&gt;</t></is></c><c r="B2"><v>1200</v></c>',
    );
    expect(sheet).toContain('<row r="4"><c r="B4"><v>2.5</v></c></row>');
    expect(strFromU8(files['xl/styles.xml'])).toContain('<font><b/>');
    // Excel refuses : and / in a sheet's name.
    expect(strFromU8(files['xl/workbook.xml'])).toContain(
      '<sheet name="Кампании  итоги неделя" sheetId="1" r:id="rId1"/>',
    );
  });
});
