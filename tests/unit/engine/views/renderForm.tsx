import { render } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResourceDefinition } from '../../../../src/engine/definition/types';
import { GenericCreate, GenericEdit } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';

/** The generated create form of a resource, over the given data provider. */
export function renderCreate(def: ResourceDefinition, dataProvider: DataProvider) {
  return renderAt(def, dataProvider, 'create', <GenericCreate />);
}

/** The generated edit form of one record of a resource, over the given data provider. */
export function renderEdit(def: ResourceDefinition, dataProvider: DataProvider, id: string) {
  return renderAt(def, dataProvider, id, <GenericEdit />);
}

function renderAt(def: ResourceDefinition, dataProvider: DataProvider, at: string, screen: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={[`/${def.path}/${at}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}/${at === 'create' ? 'create' : ':id'}`} element={screen} />
            {/* Where a save leads (the new record's screen): no screen of this test, but a place. */}
            <Route path="*" element={null} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
