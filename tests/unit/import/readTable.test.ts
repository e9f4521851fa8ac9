import { describe, expect, it } from 'vitest';
import { exportSpreadsheet } from '../../../src/export/spreadsheet';
import { readTable, UnreadableFile } from '../../../src/import/readTable';
import { bytesOf, inProcessWorker } from '../export/inProcessWorker';

/** Windows-1251 bytes of a text (the letters these tests use). */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 128) return code;
      if (ch === 'ё') return 0xb8;
      if (ch === 'Ё') return 0xa8;
      if (ch === '«') return 0xab;
      if (ch === '»') return 0xbb;
      return code - 0x410 + 0xc0;
    }),
  );
}

describe('reading an imported file', () => {
  it('reads the .xlsx the export writes: headings, texts, numbers, blank rows left out', async () => {
    const blob = await exportSpreadsheet(
      {
        columns: [
          { header: 'Название', value: (r: (string | number | null)[]) => r[0] },
          { header: 'Бюджет', value: (r) => r[1] },
          { header: 'Начало', value: (r) => r[2] },
        ],
        rows: [
          ['Весна & «лето» <2027>', 2925000.5, '01.03.2027'],
          [null, null, null],
          ['Осень', null, '01.09.2027'],
        ],
      },
      { createWorker: () => inProcessWorker() },
    );
    const table = readTable(await bytesOf(blob));
    expect(table.format).toBe('xlsx');
    expect(table.headings).toEqual(['Название', 'Бюджет', 'Начало']);
    expect(table.rows).toEqual([
      ['Весна & «лето» <2027>', 2925000.5, '01.03.2027'],
      ['Осень', null, '01.09.2027'],
    ]);
    expect(table.lines).toEqual([2, 4]);
  });

  it('reads a CSV in Windows-1251 with «;», and one in UTF-8 with «,», each choice detected and changeable', () => {
    const text = 'Название;Бюджет\r\nЁлка «Север»;2 925 000,50\r\n';
    const table = readTable(cp1251(text));
    expect(table).toMatchObject({ format: 'csv', encoding: 'windows-1251', delimiter: ';' });
    expect(table.headings).toEqual(['Название', 'Бюджет']);
    expect(table.rows).toEqual([['Ёлка «Север»', '2 925 000,50']]);

    const utf8 = new TextEncoder().encode('\uFEFFНазвание,Бюджет\n"Весна, лето",100\n');
    expect(readTable(utf8)).toMatchObject({
      encoding: 'utf-8',
      delimiter: ',',
      headings: ['Название', 'Бюджет'],
      rows: [['Весна, лето', '100']],
    });
    // The person's choice wins over the guess.
    expect(readTable(utf8, { delimiter: ';' }).headings).toEqual(['Название,Бюджет']);
    expect(readTable(cp1251(text), { encoding: 'utf-8' }).headings[0]).not.toBe('Название');
  });

  it('refuses what is no table', () => {
    expect(() => readTable(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0, 0]))).toThrow(UnreadableFile);
  });
});
