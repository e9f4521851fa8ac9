import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericEdit } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';
import { ApiError } from '../../../../src/providers/httpClient';
import { toHttpError } from '../../../../src/providers/wireFormat';
import { sampleId } from '../../../generated/sampleRecord';

/**
 * A save refused because the record changed meanwhile (409) keeps the form and tells why in
 * Russian: the platform's words when it gave any, else the resource's own text (a creative's
 * stale version, docs/product.md#errors), else the console's notice — never the status line.
 */
/** Records a form accepts as they are: only what their schemas require. */
const RECORDS: Record<string, Record<string, unknown>> = {
  creatives: { name: 'Баннер весна', campaignId: 'c'.repeat(24), url: 'https://example.ru/spring' },
  retargetingSegments: { name: 'Посетители сайта', ttl: 30 },
};

function editRefused(key: string, body: { message?: string } | null) {
  const def = catalog.byKey(key)!;
  const record = { ...RECORDS[key], id: sampleId(1), version: 2 };
  const update = vi.fn(async () => {
    // As the http client builds it: the server's message, else the status line.
    throw toHttpError(new ApiError(body?.message ?? 'Conflict', 409, body));
  });
  const dataProvider = {
    getOne: async () => ({ data: record }),
    getMany: async () => ({ data: [] }),
    getList: async () => ({ data: [], total: 0 }),
    update,
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/${def.path}/${record.id}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}/:id`} element={<GenericEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return update;
}

async function save(update: ReturnType<typeof editRefused>) {
  const [name] = await screen.findAllByLabelText(/^Название/, { selector: 'input' });
  fireEvent.change(name, { target: { value: `${(name as HTMLInputElement).value} 2` } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await vi.waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 15_000 });
}

afterEach(cleanup);

describe('a save refused as a conflict', () => {
  it("is told in the creative's own words when the platform gives none", async () => {
    await save(editRefused('creatives', null));
    expect(
      await screen.findByText('Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Conflict')).toBeNull();
  });

  it("is told in the console's notice for a resource without words of its own", async () => {
    await save(editRefused('retargetingSegments', null));
    const notices = await screen.findAllByText('Запись изменили, пока вы её редактировали. Ваши правки не потеряны.');
    // The toast and the form's own notice above the fields.
    expect(notices.length).toBe(2);
    expect(screen.queryByText('Conflict')).toBeNull();
  });

  it("is told in the platform's words when it has them", async () => {
    await save(editRefused('retargetingSegments', { message: 'Сегмент изменён другим пользователем' }));
    expect(await screen.findByText('Сегмент изменён другим пользователем')).toBeInTheDocument();
  });
});
