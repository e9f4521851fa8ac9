import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { renderCreate } from '../views/renderForm';

// x-computed in a form: the values the server will compute from what is being typed are shown
// read-only under it, as they will be stored (an invoice's VAT and sum with VAT).

/** The text of the read-only value labelled `label`. */
const shown = (label: string) =>
  screen.getByText(label, { selector: '.RaLabeled-label > span' }).closest('p')!.parentElement!.textContent;

describe('a computed field in a form', () => {
  it('follows the typed values, written as its kind is shown', async () => {
    renderCreate(catalog.byKey('ordInvoices')!, {} as DataProvider);
    const excluding = await screen.findByLabelText('Без НДС, ₽', { exact: false }, { timeout: 15_000 });
    expect(shown('НДС, ₽')).not.toMatch(/\d/);
    expect(shown('С НДС, ₽')).not.toMatch(/\d/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ставка НДС/ }));
    fireEvent.click(await screen.findByRole('option', { name: '20 %' }));
    fireEvent.change(excluding, { target: { value: '1234.56' } });
    await waitFor(() => expect(shown('НДС, ₽')).toContain('246,91'));
    expect(shown('С НДС, ₽')).toContain('1\u00a0481,47');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ставка НДС/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Без НДС' }));
    await waitFor(() => expect(shown('НДС, ₽')).toContain('0,00'));
    expect(shown('С НДС, ₽')).toContain('1\u00a0234,56');
  });
});
