import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { storageCalls } from '../../../src/providers/calls/storage';
import { request } from '../../../src/providers/httpClient';
import { CompanionFileInput } from '../../../src/resources-ui/companions/CompanionFileInput';

// The storage's refusals reach the user as the server words them: over the cabinet's quota the
// upload field and a toast say so, in Russian, and the form keeps no file.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const QUOTA = 'Хранилище кабинета заполнено: файлам одного кабинета отведено 1024 МБ. Файл не сохранён';

describe('an upload over the cabinet\'s quota', () => {
  it('shows the server\'s 413 message at the file field', async () => {
    // react-admin logs every failed data-provider call; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);
      return new Response(JSON.stringify({ message: QUOTA, errors: { '/file': QUOTA } }), { status: 413, headers: { 'content-type': 'application/json' } });
    }));
    const dataProvider = { ...storageCalls(request) } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Form>
            <CompanionFileInput source="fileInfo" label="Файл" />
          </Form>
        </AdminContext>
      </MemoryRouter>,
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('companion-file-input'), { target: { files: [png] } });
    expect((await screen.findAllByText(QUOTA)).length).toBeGreaterThan(0);
    expect(sent).toEqual(['POST /storage/uploadfile']);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
