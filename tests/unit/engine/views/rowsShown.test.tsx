import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeldCampaigns as renderCampaigns, screenIsPhone } from './listHarness';

const EXPORT = 'Выгрузить в XLSX';

afterEach(() => {
  cleanup();
  screenIsPhone(false);
  vi.restoreAllMocks();
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

describe('the buttons wait for the frame that paints the rows to reach the screen', () => {
  it("are asked for at the start of the next frame, not from the painting frame's own callback", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const runFrame = () => {
      // Testing Library's findBy* leaves React's act environment off while it waits on the mocked
      // frames; the frames this test runs by hand are React updates inside act.
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      return act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    };
    const list = renderCampaigns();
    await import('../../../../src/resourceComponents/campaigns/CampaignXlsx');
    list.answer();
    await screen.findAllByRole('row');
    // The frame that paints the rows, and the tasks it leaves behind.
    await runFrame();
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(screen.queryByRole('button', { name: EXPORT })).toBeNull();

    await runFrame();
    expect(await screen.findByRole('button', { name: EXPORT })).toBeTruthy();
  });
});
