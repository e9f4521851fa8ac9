import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { renderCreate } from './renderForm';

/**
 * A required object left empty — an ORD report's «Период акта» with neither date — is refused
 * with its message where the user starts filling it in: at its first input, «Начало», not only
 * in the toast; and nothing is sent.
 */
describe('a required object left empty', () => {
  it('shows its message at its first input', async () => {
    const def = catalog.byKey('ordReports')!;
    const create = vi.fn();
    renderCreate(def, { create, getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider);
    const period = await screen.findByText('Период акта', {}, { timeout: 20_000 });
    const dateField = (label: string) => screen.getAllByRole('group', { name: new RegExp(label) })[0];
    await waitFor(() => expect(dateField('Начало')).toBeInTheDocument(), { timeout: 20_000 });
    // A report named, its period left empty.
    fireEvent.change(screen.getByLabelText('Название', { exact: false }), { target: { value: 'Акт за март' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const start = dateField('Начало').closest('.MuiFormControl-root')!;
    await waitFor(() => expect(start).toHaveTextContent('Обязательное поле'), { timeout: 20_000 });
    expect(period).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  }, 60_000);
});
