import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { renderCreate } from '../../engine/views/renderForm';

/**
 * A report order's «Расписание» offers the platform's schedules (its dictionary of order schedules)
 * by the platform's own names, as every field that names a dictionary does.
 */
afterEach(cleanup);

const PLATFORM_SCHEDULES = [
  { id: 'daily', name: 'Каждый день' },
  { id: 'weekly', name: 'Каждый понедельник' },
];

function openForm() {
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    getDictionary: vi.fn(async (name: string) => (name === 'orderSchedules' ? PLATFORM_SCHEDULES : [])),
  };
  renderCreate(catalog.byKey('reportOrders')!, dataProvider as unknown as DataProvider);
  return dataProvider;
}

async function offered() {
  const input = await screen.findByRole('combobox', { name: /Расписание/ }, { timeout: 20_000 });
  fireEvent.mouseDown(input);
  const list = await screen.findByRole('listbox');
  return within(list);
}

describe('the schedule of a report order', () => {
  it('is chosen among the platform’s schedules, by their names', async () => {
    openForm();
    const list = await offered();
    await list.findByRole('option', { name: 'Каждый понедельник' }, { timeout: 10_000 });
    // The schedules the schema accepts, by the platform's names where it has one.
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Однократно',
      'Каждый день',
      'Каждый понедельник',
      'Ежемесячно (1-го числа)',
    ]);
  }, 60_000);
});
