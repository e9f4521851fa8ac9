import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import type { StoredFile } from '../../../../src/providers/calls/storage';
import { renderCreate } from './renderForm';

// Saving while a chosen file is still on its way to the storage would save the record without
// it. The generated form's save waits, saying why in Russian, and nothing typed is lost.

afterEach(() => vi.restoreAllMocks());

const stored: StoredFile = {
  id: 'f1',
  url: '/storage/files/f1.png',
  name: 'banner.png',
  size: 8,
  mimeType: 'image/png',
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', { type: 'image/png' });

describe('a form with a file field', () => {
  it('cannot be saved while its file uploads, then saves everything', async () => {
    let finish!: (file: StoredFile) => void;
    const uploadFile = vi.fn(
      () =>
        new Promise<StoredFile>((resolve) => {
          finish = resolve;
        }),
    );
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: 'c1' },
    }));
    renderCreate(catalog.byKey('companions')!, { uploadFile, create } as unknown as DataProvider);

    const name = await screen.findByLabelText('Название', { exact: false }, { timeout: 15_000 });
    fireEvent.change(name, { target: { value: 'Баннер к ролику' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Размер/ }));
    fireEvent.click(await screen.findByRole('option', { name: '300 × 250 — прямоугольник' }));
    fireEvent.change(await screen.findByTestId('file-fileInfo', {}, { timeout: 15_000 }), {
      target: { files: [png()] },
    });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));

    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Дождитесь окончания загрузки файла');
    fireEvent.click(save);
    expect(create).not.toHaveBeenCalled();

    finish(stored);
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('Дождитесь окончания загрузки файла')).toBeNull();
    expect(name).toHaveValue('Баннер к ролику');
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Баннер к ролику',
      dimensions: '300x250',
      fileInfo: stored,
    });
  });

  it('can be saved again when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail!: (error: Error) => void;
    const uploadFile = vi.fn(
      () =>
        new Promise<StoredFile>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderCreate(catalog.byKey('companions')!, { uploadFile } as unknown as DataProvider);
    fireEvent.change(await screen.findByLabelText('Название', { exact: false }, { timeout: 15_000 }), {
      target: { value: 'Баннер' },
    });
    fireEvent.change(await screen.findByTestId('file-fileInfo', {}, { timeout: 15_000 }), {
      target: { files: [png()] },
    });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeDisabled());
    fail(new Error('network'));
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('Дождитесь окончания загрузки файла')).toBeNull();
  });
});
