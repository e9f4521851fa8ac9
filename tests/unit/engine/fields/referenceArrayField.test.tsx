import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleId } from '../../../generated/sampleRecord';
import { renderList } from '../views/listHarness';

afterEach(cleanup);

const CAMPAIGN = { id: sampleId(9), name: 'Летний сезон — Оптика «Взгляд»' };
const segment = (n: number, campaigns?: string[]) => ({
  id: sampleId(n),
  name: `Сегмент ${n}`,
  ttl: 30,
  ...(campaigns ? { campaigns } : {}),
});

describe('a list of references in a list cell (the campaigns a retargeting segment fills from)', () => {
  it('shows each name as a chip, and «—» when there is none, as every other empty cell', async () => {
    const data = [segment(1, [CAMPAIGN.id]), segment(2, []), segment(3)];
    renderList('retargetingSegments', {
      getList: async () => ({ data, total: data.length }),
      getMany: async () => ({ data: [CAMPAIGN] }),
    } as unknown as DataProvider);
    expect(await screen.findByText(CAMPAIGN.name)).toBeTruthy();
    const cells = () => [...document.querySelectorAll('td.column-campaigns')].map((td) => td.textContent);
    await waitFor(() => expect(cells()).toEqual([CAMPAIGN.name, '—', '—']));
  });
});
