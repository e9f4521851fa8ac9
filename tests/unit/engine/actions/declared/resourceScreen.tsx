import { render } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { placedActions } from '../../../../../src/engine/views/placedActions';
import type { ActionPlace } from '../../../../../src/engine/definition';
import { createDataProvider } from '../../../../../src/providers/dataProvider';
import { CABINET_KEY, TOKEN_KEY } from '../../../../../src/providers/storage';
import { i18nProvider } from '../../../../../src/i18n';
import { contractProblems } from '../../../providers/contractCheck';
import type { StubbedCall } from '../../../providers/fetchStub';

/** What the stub platform answers a request with: a JSON body, or a file. */
export type Answer = { status?: number; body?: unknown; file?: string; headers?: Record<string, string> };
/** Answers by "METHOD /path" (no query); a request it does not know is answered 404. */
export type Platform = Record<string, Answer | ((call: StubbedCall) => Answer)>;

/**
 * The platform as the console's real data provider reaches it (fetch stubbed): every request is
 * recorded, answered by `platform`, and held against the contract document by `contractChecked`.
 */
export function stubPlatform(platform: Platform): StubbedCall[] {
  localStorage.setItem(TOKEN_KEY, 'tok');
  sessionStorage.setItem(CABINET_KEY, 'cab1');
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, address: new URL(url, 'http://x'), init };
    calls.push(call);
    const found = platform[`${init.method ?? 'GET'} ${call.address.pathname}`];
    const a = typeof found === 'function' ? found(call) : (found ?? { status: 404, body: { message: 'Не найдено' } });
    if (a.file !== undefined)
      return new Response(new Blob([a.file]), { status: 200, headers: { 'content-type': 'application/octet-stream' } });
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  });
  return calls;
}

/** Every request made is one the contract document (dist/openapi.json) describes; then the stubs go. */
export function contractChecked(calls: StubbedCall[]): void {
  expect(contractProblems(calls), 'requests the contract document does not describe').toEqual([]);
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{decodeURIComponent(pathname + search)}</div>;
}

/**
 * A resource's actions in one place as its screens place them (resources/<key>.ts): on a record's
 * page at `at` (its record), or on the list's selection bar (`selected` rows of the list at `at`).
 */
export function renderActions(
  key: string,
  place: ActionPlace,
  {
    record,
    selected = [],
    at = '/here',
    filterValues = {},
  }: { record?: RaRecord; selected?: RaRecord[]; at?: string; filterValues?: Record<string, unknown> },
) {
  const def = catalog.byKey(key)!;
  const dataProvider = createDataProvider(catalog);
  const list = {
    selectedIds: selected.map((r) => r.id),
    data: selected,
    filterValues,
    onUnselectItems: vi.fn(),
    resource: def.path,
  } as unknown as ListControllerResult;
  const actions = <>{placedActions(def, place)}</>;
  const path = at.split('?')[0];
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route
              path={path}
              element={
                place === 'record' ? (
                  <RecordContextProvider value={record}>{actions}</RecordContextProvider>
                ) : (
                  <ListContextProvider value={list}>{actions}</ListContextProvider>
                )
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { def, list };
}
