import { createRoot } from 'react-dom/client';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { catalog } from '../../src/engine/load';
import { GenericCreate } from '../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../src/i18n';
import { dataProvider } from '../listRender/data';
import { watchKeystrokes } from './keystrokes';

/** The console's full nested campaign create form (resources/campaigns.ts), fake data behind it. */
watchKeystrokes();
const def = catalog.resources.find((d) => d.schema === 'campaign')!;
createRoot(document.getElementById('root')!).render(
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
