import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { DataProvider, GetListResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { sampleId, sampleRecord } from '../../../generated/sampleRecord';
import { renderList, screenIsPhone } from './listHarness';

const EXPORT = 'Выгрузить в XLSX';

/** The campaigns list (its toolbar has the resource's own .xlsx button) with its page held back until `answer`. */
function renderCampaigns() {
  let answer!: (page: GetListResult) => void;
  const page = new Promise<GetListResult>((resolve) => (answer = resolve));
  const def = renderList('campaigns', {
    getList: () => page,
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider);
  const records = [1, 2].map((n) => ({ ...sampleRecord(catalog.fields(def), n), id: sampleId(n) }));
  return { answer: () => answer({ data: records, total: records.length }) };
}

afterEach(() => {
  cleanup();
  screenIsPhone(false);
});

describe("a list's own toolbar buttons load once its rows are shown", () => {
  for (const phone of [false, true]) {
    it(`${phone ? 'on a phone' : 'on a wide screen'}: a placeholder while the page is on its way, the button after`, async () => {
      screenIsPhone(phone);
      const list = renderCampaigns();
      // The button's module is at hand and React's retry of a suspended part (throttled to ~300 ms)
      // has run: had the toolbar asked for it, the button would be on screen now.
      await import('../../../../src/resourceComponents/campaigns/CampaignXlsx');
      await new Promise((done) => setTimeout(done, 600));
      expect(screen.queryByRole('button', { name: EXPORT })).toBeNull();
      expect(document.querySelector('.MuiToolbar-root [data-lazy-pending]')).not.toBeNull();

      list.answer();
      expect(await screen.findByRole('button', { name: EXPORT })).toBeTruthy();
    });
  }

  it('the selection buttons come with the first ticked row: their modules were asked for once the rows were shown', async () => {
    const list = renderCampaigns();
    list.answer();
    await screen.findByRole('button', { name: EXPORT });
    // The modules have arrived (the same modules the list asked for) and their answers were taken.
    await import('../../../../src/resourceComponents/campaigns/CampaignStatusActions');
    await import('../../../../src/resourceComponents/campaigns/CampaignXlsx');
    await new Promise((done) => setTimeout(done, 50));

    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    // In the very render that ticks the row: the buttons themselves, no placeholder.
    expect(screen.getByRole('button', { name: 'Выгрузить выбранные' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeTruthy();
    expect(document.querySelector('[data-lazy-pending]')).toBeNull();
  });
});
