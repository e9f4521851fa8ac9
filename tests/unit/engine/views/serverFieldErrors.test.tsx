import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { renderCreate } from './renderForm';
import { ApiError } from '../../../../src/providers/httpClient';
import { toHttpError } from '../../../../src/providers/wireFormat';

// A rule only the server can check (x-unique: it needs the other records) answers 400 with a
// field error; the generated form shows it at that field and keeps what was typed.
describe('a server field error in a generated form', () => {
  it('lands on its field', async () => {
    const def = catalog.byKey('retargetingSegments')!;
    const message = 'Запись с таким значением поля «Название» уже существует';
    const create = vi.fn(async () => {
      throw toHttpError(
        new ApiError('Обязательные поля не заполнены или заполнены неверно', 400, {
          message: 'x',
          errors: { '/name': message },
        }),
      );
    });
    renderCreate(def, { create } as unknown as DataProvider);
    const name = await screen.findByLabelText('Название', { exact: false }, { timeout: 15_000 });
    fireEvent.change(name, { target: { value: 'Посетители сайта' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 15_000 });
    await waitFor(
      () => expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent(message),
      { timeout: 15_000 },
    );
    expect(name).toHaveValue('Посетители сайта');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
