import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericCreate } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

/** A record screen whose code never arrives: the router keeps the create form on screen. */
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

describe('a create form once its record is saved (src/engine/views/OpeningSavedRecord.tsx)', () => {
  it("keeps what was typed on screen but takes no more input while the record's screen loads", async () => {
    const { path } = catalog.byKey('groups')!;
    const created: unknown[] = [];
    const dataProvider = {
      create: async (_resource: string, { data }: { data: Record<string, unknown> }) => {
        created.push(data);
        return { data: { ...data, id: '65a000000000000000000001' } };
      },
    } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={[`/${path}/create`]}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={path}>
            <Suspense fallback={null}>
              <Routes>
                <Route path={`/${path}/create`} element={<GenericCreate />} />
                <Route path={`/${path}/:id`} element={<NeverLoads />} />
              </Routes>
            </Suspense>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const name = await screen.findByLabelText(/Название/);
    expect(name.closest('[inert]')).toBeNull();
    fireEvent.change(name, { target: { value: 'Осенние кампании' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    // The save first loads the form's validator (a lazy chunk): seconds on a loaded machine.
    await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('Запись сохранена, открываем её…');
    expect(created).toEqual([expect.objectContaining({ name: 'Осенние кампании' })]);
    // Still the create form, with the value typed, but out of reach of keyboard and mouse.
    expect((screen.getByLabelText(/Название/) as HTMLInputElement).value).toBe('Осенние кампании');
    await waitFor(() => expect(screen.getByLabelText(/Название/).closest('[inert]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Сохранить' }).closest('[inert]')).not.toBeNull();
  });
});
