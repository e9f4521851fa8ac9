import { cleanup, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { sampleId, sampleRecord } from '../../../generated/sampleRecord';
import { renderGroups, renderHeldCampaigns, renderList } from './listHarness';

afterEach(cleanup);

const CONSOLE_EXPORT = { name: 'Экспорт', exact: true } as const;
const API_SPREADSHEET = 'Выгрузить в XLSX';

describe('a list offers one spreadsheet', () => {
  it("without one of its API's own: the console's «Экспорт» of the rows on screen", async () => {
    const def = catalog.byKey('accounts')!;
    const record = { ...sampleRecord(catalog.fields(def), 1), id: sampleId(1) };
    renderList('accounts', {
      getList: async () => ({ data: [record], total: 1 }),
      getMany: async () => ({ data: [] }),
    } as unknown as DataProvider);
    await screen.findAllByRole('row');
    expect(screen.getByRole('button', CONSOLE_EXPORT)).toBeTruthy();
  });

  it('a declared action downloading from the list toolbar (groups): that one alone', async () => {
    renderGroups();
    expect(await screen.findByRole('button', { name: API_SPREADSHEET })).toBeTruthy();
    expect(screen.queryByRole('button', CONSOLE_EXPORT)).toBeNull();
  });

  it('a resource button declared as the list export (campaigns): that one alone', async () => {
    const list = renderHeldCampaigns();
    list.answer();
    expect(await screen.findByRole('button', { name: API_SPREADSHEET })).toBeTruthy();
    expect(screen.queryByRole('button', CONSOLE_EXPORT)).toBeNull();
  });
});
