import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onAPhone, renderGroups } from './listHarness';

// The phone list's module arrives when the test says: on a slow phone it can come after the rows.
const phoneListModule = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('../../../../src/engine/views/PhoneList', async (importOriginal) => {
  await phoneListModule.arrived;
  return importOriginal();
});

onAPhone();

describe('the page numbers of a list on a phone (src/engine/views/PhoneList.tsx)', () => {
  it("wait for the entries: rows that arrive before the phone list's module show no page numbers that the entries would push down", async () => {
    const { asked } = renderGroups();
    await waitFor(() => expect(asked).toHaveLength(1));
    // The rows have arrived (a few turns of the event loop), the entries' module has not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.querySelector('[data-lazy-pending]')).not.toBeNull();
    expect(screen.queryByText('1-2 из 2')).toBeNull();

    phoneListModule.arrive();
    const list = await screen.findByRole('list', { name: 'Записи' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pages = await screen.findByText('1-2 из 2');
    expect(list.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
