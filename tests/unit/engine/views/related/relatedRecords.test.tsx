import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type GetManyReferenceParams,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { catalog } from '../../../../../src/engine/load';
import { RelatedRecords } from '../../../../../src/engine/views/related/RelatedRecords';
import { i18nProvider } from '../../../../../src/i18n';

afterEach(cleanup);

const ssps = catalog.byKey('ssps')!;
const sspErrors = catalog.byKey('sspErrors')!;

function renderCard(getManyReference: DataProvider['getManyReference'], permitted = true) {
  const dataProvider = { getManyReference } as unknown as DataProvider;
  const authProvider = {
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    logout: async () => undefined,
    login: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async () => permitted,
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={ssps.path}>
          <RecordContextProvider value={{ id: 'kadr_video', sysname: 'kadr_video', name: 'Кадр' }}>
            <RelatedRecords def={ssps} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('records that name this one on its card (x-related)', () => {
  it("an SSP's card lists its error log: the errors list's columns, the count, the product's own call", async () => {
    const asked: { resource: string; params: GetManyReferenceParams }[] = [];
    renderCard(async (resource, params) => {
      asked.push({ resource, params });
      return {
        data: [
          {
            id: 'e1',
            sysname: 'kadr_video',
            time: '2026-11-30T10:15:00Z',
            code: 'timeout',
            message: 'Нет ответа',
            count: 12,
          },
        ],
        total: 57,
      } as never;
    });
    const section = await screen.findByRole('region', { name: 'Журнал ошибок' });
    await within(section).findByText('Нет ответа');
    expect(within(section).getByRole('heading').textContent).toBe('Журнал ошибок');
    within(section).getByText('57');
    // The SSP column is left out: every row names this SSP.
    const headers = within(section)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('SSP');
    expect(headers).toContain('Повторов');
    expect(asked[0].resource).toBe(sspErrors.path);
    expect(asked[0].params).toMatchObject({
      target: 'sysname',
      id: 'kadr_video',
      pagination: { page: 1, perPage: 10 },
      meta: { path: '/v2/ssp/{id}/error' },
    });
  });

  it('a cabinet that may not list the other resource sees no table and asks nothing', async () => {
    const asked: string[] = [];
    renderCard(async (resource) => {
      asked.push(resource);
      return { data: [], total: 0 } as never;
    }, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Журнал ошибок' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('no records: says so under the title', async () => {
    renderCard(async () => ({ data: [], total: 0 }) as never);
    const section = await screen.findByRole('region', { name: 'Журнал ошибок' });
    await within(section).findByText('Записей нет');
  });
});
