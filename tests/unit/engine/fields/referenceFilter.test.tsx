import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ActionDialog } from '../../../../src/engine';
import { referenceTarget } from '../../../../src/engine/referenceName';
import { i18nProvider } from '../../../../src/i18n';

// x-reference-filter: a reference input offers only the target's records that match the
// declared filter (big lists of domains for domains), asked of the names call (which takes the
// properties such filters name).

afterEach(cleanup);

it('asks the names call with the declared filter and offers what it answers', async () => {
  const getList = vi.fn(async () => ({ data: [{ id: 'l1', listName: 'Новостные сайты' }], total: 1 }));
  const dataProvider = { getList, getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ActionDialog
          title="В большой список"
          submitLabel="Добавить"
          schemaId="bigListPick"
          failure="kabinet.form.wait_upload"
          onSubmit={async () => undefined}
          onClose={() => undefined}
        />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Список доменов/ }));
  await screen.findByRole('option', { name: 'Новостные сайты' });
  await waitFor(() => expect(getList).toHaveBeenCalled());
  for (const [resource, params] of getList.mock.calls as unknown as [string, { filter: object; meta?: object }][]) {
    expect(resource).toBe(referenceTarget('bigLists').name);
    expect(params.filter).toMatchObject({ listType: 'dm' });
    expect(params.meta).toEqual({ lookup: true });
  }
});
