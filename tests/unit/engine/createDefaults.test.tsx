import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { createDefaults } from '../../../src/engine/schema/defaults';
import { GenericCreate } from '../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../src/i18n';

// The schema's `default`s are what a create form starts with; server-owned ones are not the form's.
describe('defaults on create', () => {
  it('collects the defaults of the fields a user fills in, nested ones too', () => {
    const player = createDefaults(catalog.schemas, 'playerConfig');
    expect(player).toMatchObject({ skipOffset: 5, autoplay: true, controls: { progressBar: true, fullscreenButton: false }, texts: { skip: 'Пропустить' } });
    // A campaign's status defaults to «paused», but the server sets it: the form leaves it out.
    expect(createDefaults(catalog.schemas, 'campaign')).not.toHaveProperty('status');
  });

  it('pre-fills them in the generated create form', async () => {
    const def = catalog.byKey('retargetingSegments')!;
    render(
      <MemoryRouter initialEntries={[`/${def.path}/create`]}>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={def.path}>
            <Routes>
              <Route path={`/${def.path}/create`} element={<GenericCreate />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const ttl = catalog.fields(def).find((f) => f.name === 'ttl')!;
    await waitFor(() => expect(screen.getByLabelText(ttl.label, { exact: false })).toHaveValue(30), { timeout: 15_000 });
    expect(screen.getByLabelText('Название', { exact: false })).toHaveValue('');
  });
});
