import { createRoot } from 'react-dom/client';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { catalog } from '../../src/engine/load';
import { GenericList } from '../../src/engine/views/GenericList';
import { i18nProvider } from '../../src/i18n';
import { dataProvider, ROWS } from './data';
import { watchListDone } from './done';

/** The console's own generated campaigns list (resources/campaigns.ts) on the bench data. */
watchListDone();
const def = catalog.resources.find((d) => d.schema === 'campaign')!;
createRoot(document.getElementById('root')!).render(
  <MemoryRouter initialEntries={[`/${def.path}?perPage=${ROWS}`]}>
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={def.path}>
        <Routes>
          <Route path={`/${def.path}`} element={<GenericList />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>
  </MemoryRouter>,
);
