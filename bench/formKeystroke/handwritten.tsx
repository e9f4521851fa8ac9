import { createRoot } from 'react-dom/client';
import { AdminContext, Create, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n';
import { dataProvider } from '../listRender/data';
import { watchKeystrokes } from './keystrokes';

/** The baseline: react-admin's least form, one SimpleForm with the same name input. */
watchKeystrokes();
createRoot(document.getElementById('root')!).render(
  <MemoryRouter initialEntries={['/campaigns/create']}>
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="campaigns">
        <Routes>
          <Route
            path="/campaigns/create"
            element={
              <Create>
                <SimpleForm>
                  <TextInput source="name" label="Название" />
                </SimpleForm>
              </Create>
            }
          />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>
  </MemoryRouter>,
);
