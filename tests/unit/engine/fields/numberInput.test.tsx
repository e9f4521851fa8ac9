import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { numberText, parseTypedNumber } from '../../../../src/engine/fields/numberInput';
import { catalog } from '../../../../src/engine/load';
import { renderEdit } from '../views/renderForm';

afterEach(cleanup);

describe('a number as it is typed', () => {
  it('is read with its spaces, comma or point; empty is no value; anything else stays text', () => {
    expect(parseTypedNumber('2 925 000')).toBe(2925000);
    expect(parseTypedNumber('2\u00a0925\u00a0000,5')).toBe(2925000.5);
    expect(parseTypedNumber('-12.25')).toBe(-12.25);
    expect(parseTypedNumber('12,')).toBe(12);
    expect(parseTypedNumber('  ')).toBeNull();
    expect(parseTypedNumber('12 тыс')).toBe('12 тыс');
    expect(parseTypedNumber('1,2,3')).toBe('1,2,3');
  });

  it('is written with the thousands apart and every digit it has', () => {
    expect(numberText(2925000, 0)).toBe('2\u00a0925\u00a0000');
    expect(numberText(100000, 2)).toBe('100\u00a0000,00');
    expect(numberText(0.123456789, 0)).toBe('0,123456789');
    expect(numberText(null, 2)).toBe('');
  });
});

describe('a number field of a form', () => {
  const ACCOUNT = {
    id: 'b'.repeat(24),
    name: 'Пекарня «Колосок» — Москва',
    status: 'active',
    finance: { currency: 'rub', balance: 461000, creditLimit: 100000 },
  };
  const open = () =>
    renderEdit(
      catalog.byKey('accounts')!,
      { getOne: async () => ({ data: ACCOUNT }), getMany: async () => ({ data: [] }) } as unknown as DataProvider,
      ACCOUNT.id,
    );

  it('shows the stored number as the page writes it, keeps the typing as typed, writes it out on leaving', async () => {
    open();
    const limit = await screen.findByRole('textbox', { name: 'Кредитный лимит' }, { timeout: 15_000 });
    expect(limit).toHaveValue('100\u00a0000,00');
    fireEvent.focus(limit);
    fireEvent.change(limit, { target: { value: '2500000,5' } });
    expect(limit).toHaveValue('2500000,5');
    fireEvent.blur(limit);
    expect(limit).toHaveValue('2\u00a0500\u00a0000,50');
  });

  it('says «Введите число» at the field for what is no number, the text kept', async () => {
    open();
    const limit = await screen.findByRole('textbox', { name: 'Кредитный лимит' }, { timeout: 15_000 });
    fireEvent.change(limit, { target: { value: '12 тыс' } });
    fireEvent.blur(limit);
    fireEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[0]);
    await waitFor(() => expect(screen.getByText('Введите число')).toBeTruthy());
    expect(limit).toHaveValue('12 тыс');
  });

  it("writes a percentage's «%» beside a number, not over the label of an empty field", async () => {
    open();
    const commission = await screen.findByRole('textbox', { name: 'Комиссия агентства' }, { timeout: 15_000 });
    const unit = () => commission.closest('.MuiInputBase-root')!.querySelector('.MuiInputAdornment-root')?.textContent;
    expect(unit()).toBeUndefined();
    fireEvent.focus(commission);
    expect(unit()).toBe('%');
    fireEvent.change(commission, { target: { value: '12,5' } });
    fireEvent.blur(commission);
    expect(commission).toHaveValue('12,5');
    expect(unit()).toBe('%');
  });
});
