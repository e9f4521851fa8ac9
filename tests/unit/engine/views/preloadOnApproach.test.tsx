import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeldCampaigns } from './listHarness';

afterEach(cleanup);

describe("a list's selection buttons", () => {
  it('come with the first ticked row once the pointer has been over the table, which asked for their modules', async () => {
    const list = renderHeldCampaigns();
    list.answer();
    await screen.findByRole('button', { name: 'Выгрузить в XLSX' });
    fireEvent.pointerEnter(screen.getByRole('table'));
    // The modules have arrived (the same modules the list asked for) and their answers were taken.
    await import('../../../../src/engine/actions/declared/DeclaredAction');
    await import('../../../../src/resourceComponents/campaigns/CampaignXlsx');
    await import('ra-ui-materialui/dist/button/BulkDeleteButton.js');
    await new Promise((done) => setTimeout(done, 50));

    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    // In the very render that ticks the row: the buttons themselves, no placeholder.
    expect(screen.getByRole('button', { name: 'Выгрузить выбранные' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeTruthy();
    expect(document.querySelector('[data-lazy-pending]')).toBeNull();
  });
});
