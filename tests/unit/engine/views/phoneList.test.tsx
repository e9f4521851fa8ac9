import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleId } from '../../../generated/sampleRecord';
import { onAPhone, renderGroups, screenIsPhone } from './listHarness';

onAPhone();

describe('the generated list on a phone (src/engine/views/PhoneList.tsx)', () => {
  it('shows each record as one entry, its first column as the title and the next as «label: value», opening the record', async () => {
    const { def } = renderGroups();
    const list = await screen.findByRole('list', { name: 'Записи' }, { timeout: 10_000 });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const link = within(entries[0]).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/${def.path}/${sampleId(1)}`);
    // The title names the link; the entry's other lines are under it, the link stretched over them.
    expect(link.textContent).toBe('Группа 1');
    expect(entries[0].textContent).toContain('Кампаний в группе: 3');
    // No table, so no selection checkboxes either.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("sorts from a picker in place of the table's headers", async () => {
    const { asked } = renderGroups();
    await screen.findByRole('list', { name: 'Записи' }, { timeout: 10_000 });
    const picker = screen.getByLabelText('Сортировка') as HTMLSelectElement;
    expect(picker.selectedOptions[0].textContent).toBe('Название ↑');
    fireEvent.change(picker, { target: { value: 'campaignCount:DESC' } });
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'campaignCount', order: 'DESC' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Сортировка') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
        'Кампаний в группе ↓',
      ),
    );
  });

  it('keeps the table on wider screens', async () => {
    screenIsPhone(false);
    renderGroups();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(screen.queryByRole('list', { name: 'Записи' })).toBeNull();
  });
});
