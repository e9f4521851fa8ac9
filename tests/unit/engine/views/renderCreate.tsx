import { render } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResourceDefinition } from '../../../../src/engine/definition/types';
import { GenericCreate } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';

/** The generated create form of a resource, over the given data provider. */
export function renderCreate(def: ResourceDefinition, dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[`/${def.path}/create`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}/create`} element={<GenericCreate />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
