import { cleanup, render } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  type DataProvider,
  type GetListParams,
  type GetListResult,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../../src/i18n';
import { sampleId, sampleRecord } from '../../../generated/sampleRecord';

/** The screen width MUI's `down('sm')` asks about (under 600 px), answered as a phone or not. */
export function screenIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width:599.95px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Every test of the calling file on a phone's screen, jsdom's own matchMedia back after each. */
export function onAPhone() {
  const original = window.matchMedia;
  beforeEach(() => screenIsPhone(true));
  afterEach(() => {
    cleanup();
    window.matchMedia = original;
  });
}

/** A resource's generated list (GenericList) at its path, over the given data provider. */
export function renderList(key: string, dataProvider: DataProvider) {
  const def = catalog.byKey(key)!;
  render(
    <MemoryRouter initialEntries={[`/${def.path}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}`} element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return def;
}

/** The groups list (GenericList) over two records; `asked` holds every getList it made. */
export function renderGroups() {
  const def = catalog.byKey('groups')!;
  const asked: GetListParams[] = [];
  const record = (n: number) => ({
    ...sampleRecord(catalog.fields(def), n),
    id: sampleId(n),
    name: `Группа ${n}`,
    campaignCount: n + 2,
  });
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      return { data: [record(1), record(2)], total: 2 };
    },
  } as unknown as DataProvider;
  renderList('groups', dataProvider);
  return { def, asked };
}

/** The campaigns list (its toolbar has the resource's own .xlsx button) with its page held back until `answer`. */
export function renderHeldCampaigns() {
  let answer!: (page: GetListResult) => void;
  const page = new Promise<GetListResult>((resolve) => (answer = resolve));
  const def = renderList('campaigns', {
    getList: () => page,
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider);
  const records = [1, 2].map((n) => ({ ...sampleRecord(catalog.fields(def), n), id: sampleId(n) }));
  return { answer: () => answer({ data: records, total: records.length }) };
}
