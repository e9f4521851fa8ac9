import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeldCampaigns as renderCampaigns, screenIsPhone } from './listHarness';

const EXPORT = 'Выгрузить в XLSX';

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
});
