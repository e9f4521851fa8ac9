import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CopyLinkButton from '../../../../src/engine/views/CopyLinkButton';
import { i18nProvider } from '../../../../src/i18n';

/*
 * «Копировать ссылку» on a record and on a report: the screen's whole address on the clipboard
 * (a report's carries its filters) and the product's toast 'URL скопирован' (docs/product.md#errors).
 */
const REPORT = '/cab1/reports/statistic/summary?from=2025-06-01&to=2025-06-07&groupBy=ssp';

function renderAt(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
        <CopyLinkButton />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('copy link', () => {
  it("copies a report's address with its filters and says «URL скопирован»", async () => {
    const written = clipboard(async () => undefined);
    renderAt(REPORT);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(await screen.findByText('URL скопирован')).toBeInTheDocument();
    expect(written).toHaveBeenCalledWith(`${window.location.origin}${REPORT}`);
  });

  it("copies a record's product address", async () => {
    const written = clipboard(async () => undefined);
    renderAt('/cab1/system/users/edit/5f0c0ffee0000000000000aa');
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    await screen.findByText('URL скопирован');
    expect(written).toHaveBeenCalledWith(`${window.location.origin}/cab1/system/users/edit/5f0c0ffee0000000000000aa`);
  });

  it('outside a secure context copies the older way', async () => {
    const copied: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      value: vi.fn(() => {
        copied.push(document.querySelector('textarea')!.value);
        return true;
      }),
      configurable: true,
    });
    renderAt(REPORT);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    await screen.findByText('URL скопирован');
    expect(copied).toEqual([`${window.location.origin}${REPORT}`]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could be copied', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    renderAt(REPORT);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(await screen.findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    expect(screen.queryByText('URL скопирован')).toBeNull();
  });
});
