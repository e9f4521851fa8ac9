import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionDialog } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import type { StoredFile } from '../../../../src/providers/calls/storage';

// A custom action's dialog with a file field waits for the file to reach the storage, as the
// screens' forms do: sending earlier would send the call without the file the user chose.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored: StoredFile = {
  id: 'f1',
  url: '/storage/files/f1.png',
  name: 'banner.png',
  size: 8,
  mimeType: 'image/png',
};
// The banner being replaced: sending while the new one uploads would keep this one.
const old: StoredFile = { id: 'f0', url: '/storage/files/f0.png', name: 'old.png', size: 8, mimeType: 'image/png' };
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', { type: 'image/png' });

function renderDialog(
  dataProvider: Partial<DataProvider>,
  onSubmit: (values: Record<string, unknown>) => Promise<void>,
) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
        <ActionDialog
          title="Заменить баннер"
          submitLabel="Заменить"
          schemaId="companion"
          sources={['fileInfo']}
          record={{ name: 'Баннер', dimensions: '300x250', fileInfo: old }}
          failure="kabinet.form.wait_upload"
          onSubmit={onSubmit}
          onClose={() => undefined}
        />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('ActionDialog with a file field', () => {
  it('refuses to submit while the file uploads, says why, then submits with the stored file', async () => {
    let finish!: (file: StoredFile) => void;
    const uploadFile = vi.fn(
      () =>
        new Promise<StoredFile>((resolve) => {
          finish = resolve;
        }),
    );
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined);
    renderDialog({ uploadFile } as Partial<DataProvider>, onSubmit);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(await within(dialog).findByTestId('file-fileInfo', {}, { timeout: 15_000 }), {
      target: { files: [png()] },
    });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));

    const submit = within(dialog).getByRole('button', { name: 'Заменить' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Дождитесь окончания загрузки файла');
    // Enter in a field submits the form without the button: still nothing is sent.
    fireEvent.submit(submit.closest('form')!);
    await new Promise((done) => setTimeout(done, 50));
    expect(onSubmit).not.toHaveBeenCalled();

    finish(stored);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByText('Дождитесь окончания загрузки файла')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fileInfo: stored });
  });
});
