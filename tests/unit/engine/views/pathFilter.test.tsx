import { render, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { pathFilter } from '../../../../src/engine/views/listRequest';
import { i18nProvider } from '../../../../src/i18n';

const VERSIONS = 'management/reservations/:reservationId/versioning';

describe("a list under a record path lists only that record's rows", () => {
  it('reads the named route parameters as the fixed filter', () => {
    expect(pathFilter(VERSIONS, { reservationId: 'r1', '*': '' })).toEqual({ reservationId: 'r1' });
    expect(pathFilter('management/accounts', { '*': 'x' })).toBeUndefined();
    expect(pathFilter(VERSIONS, {})).toBeUndefined();
  });

  it("the versioning screen opened by its address asks only for that reservation's versions", async () => {
    const asked: GetListParams[] = [];
    const dataProvider = {
      getList: async (_resource: string, params: GetListParams) => {
        asked.push(params);
        return { data: [], total: 0 };
      },
      getMany: async () => ({ data: [] }),
    } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/management/reservations/r1/versioning']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={VERSIONS}>
            <Routes>
              <Route path={`/${VERSIONS}/*`} element={<GenericList />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((p) => p.filter.reservationId === 'r1')).toBe(true);
  });
});
