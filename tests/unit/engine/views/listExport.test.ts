import dayjs from 'dayjs';
import type { FetchRelatedRecords } from 'react-admin';
import * as XLSX from 'xlsx';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { exportFileName, exportList } from '../../../../src/engine/views/listExport';
import { listRequest } from '../../../../src/engine/views/listRequest';
import { i18nProvider } from '../../../../src/i18n';
import { bytesOf, inProcessWorker } from '../../export/inProcessWorker';

// «Экспорт» of a list writes what the list shows, in Russian: the column titles, the labels of
// codes, the names of referenced records, dates as дд.мм.гггг, and a Russian file name (it wrote
// English keys, raw codes, ISO dates and «system_users.csv»).

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

async function exportOf(
  key: string,
  rows: Record<string, unknown>[],
  related: Record<string, Record<string, unknown>>,
) {
  const def = catalog.byKey(key)!;
  const { columns } = listRequest(def, catalog.fields(def));
  const fetchRelated = vi.fn(
    async (_rows: unknown[], _field: string, resource: string) => related[resource] ?? {},
  ) as unknown as FetchRelatedRecords;
  const saved: { blob?: Blob; name?: string } = {};
  const name = await exportList({ def, fields: columns, translate }, rows as never, fetchRelated, {
    createWorker: () => inProcessWorker(),
    save: (blob, fileName) => Object.assign(saved, { blob, name: fileName }),
  });
  const book = XLSX.read(await bytesOf(saved.blob!), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  return { name, savedName: saved.name, sheetName: book.SheetNames[0], sheet, fetchRelated };
}

describe('the list export', () => {
  it('writes the columns as the list shows them: titles, labels of codes, names, Russian dates, numbers as numbers', async () => {
    const creative = catalog.byKey('creatives')!.path;
    const updatedAt = '2026-11-27T09:05:00.000Z';
    const { sheet, sheetName, fetchRelated } = await exportOf(
      'extraStatistics',
      [
        {
          id: 'e1',
          date: '2026-12-31',
          creativeId: 'c1',
          element: 'logo',
          event: 'Звонок с микросайта',
          count: 17,
          comment: '',
          updatedAt,
        },
      ],
      { [creative]: { c1: { id: 'c1', name: 'Весенний ролик' } } },
    );
    expect(sheetName).toBe('Дополнительная статистика');
    expect(sheet[0]).toEqual([
      'Дата',
      'Креатив',
      'Интерактивный элемент',
      'Событие',
      'Количество',
      'Комментарий',
      'Изменено',
    ]);
    expect(sheet[1]).toEqual([
      '31.12.2026',
      'Весенний ролик',
      'Логотип',
      'Звонок с микросайта',
      17,
      null,
      dayjs(updatedAt).format('DD.MM.YYYY HH:mm'),
    ]);
    expect(fetchRelated).toHaveBeenCalledWith(expect.any(Array), 'creativeId', creative);
  });

  it('reads yes/no, lists of codes and percents as the screen does', async () => {
    const { sheet } = await exportOf(
      'ssps',
      [
        {
          id: 's1',
          name: 'Яндекс',
          sysname: 'yandex',
          active: true,
          protocol: 'RTB',
          formats: ['banner', 'video'],
          currency: 'rub',
          fee: 12.5,
          createdAt: '2026-01-02T10:00:00Z',
        },
      ],
      {},
    );
    const headers = sheet[0] as string[];
    const row = Object.fromEntries(headers.map((h, i) => [h, (sheet[1] as unknown[])[i]]));
    expect(headers.every((h) => /[А-Яа-яЁё]|SSP/.test(h))).toBe(true);
    expect(Object.values(row)).toContain('Да');
    expect(Object.values(row)).toContain(12.5);
    expect(Object.values(row)).toContain('Баннер; Видео');
    expect(Object.values(row)).toContain('Рубль');
    expect(Object.values(row)).not.toContain('rub');
    expect(Object.values(row).some((v) => typeof v === 'string' && /^\d\d\.\d\d\.2026 \d\d:\d\d$/.test(v))).toBe(true);
  });

  it('names the file after the list and the day', async () => {
    expect(exportFileName('Пользователи', dayjs('2026-11-27'))).toBe('Пользователи 2026-11-27.xlsx');
    expect(exportFileName('Отчёт: «итоги»/неделя', dayjs('2026-11-27'))).toBe('Отчёт итоги неделя 2026-11-27.xlsx');
    const { name, savedName } = await exportOf('extraStatistics', [], {});
    expect(name).toBe(savedName);
    expect(name).toBe(`Дополнительная статистика ${dayjs().format('YYYY-MM-DD')}.xlsx`);
  });
});
