import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { AddFromCatalogueButton } from '../../../../src/resourceComponents/appCheckSegments/BundleCatalogue';

afterEach(cleanup);

const BUNDLES = [
  {
    bundle: 'ru.nadezhny.bank',
    title: 'Банк Надёжный',
    os: 'Android',
    categoryId: 'c3',
    category: 'Финансы',
    users: 120000,
  },
  {
    bundle: 'ru.pogoda.segodnya',
    title: 'Погода сегодня',
    os: 'Android',
    categoryId: 'c7',
    category: 'Погода',
    users: 90000,
  },
  {
    bundle: 'ru.bystree.delivery',
    title: 'Быстрее',
    os: 'Android',
    categoryId: 'c5',
    category: 'Покупки',
    users: 50000,
  },
  { bundle: 'id1450023456', title: 'Банк Надёжный', os: 'IOS', categoryId: 'c3', category: 'Финансы', users: 40000 },
];

function renderCatalogue(segment: Record<string, unknown>, calls: Record<string, unknown> = {}) {
  const dataProvider = {
    getAppCategories: vi.fn(async () => [
      {
        os: 'Android',
        categories: [
          { id: 'c3', name: 'Финансы' },
          { id: 'c5', name: 'Покупки' },
          { id: 'c7', name: 'Погода' },
        ],
      },
    ]),
    getDmpBundles: vi.fn(async () => BUNDLES),
    addBundles: vi.fn(async () => ({ id: 's1', usersAmount: 210000 })),
    ...calls,
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/audience">
          <RecordContextProvider value={{ id: 's1', name: 'Банковские приложения', ...segment }}>
            <AddFromCatalogueButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Из каталога' }));
  return dataProvider;
}

describe('«Из каталога» on an app-check segment', () => {
  it("offers the DMP bundles of the segment's system by category and appends the ticked ones", async () => {
    const dp = renderCatalogue({ platform: 'Android', bundles: ['ru.pogoda.segodnya'] });
    const dialog = await screen.findByRole('dialog', { name: 'Приложения из каталога DMP — «Банковские приложения»' });
    const apps = within(dialog).getByRole('group', { name: 'Из каталога' });
    await within(apps).findByText(/Банк Надёжный · ru.nadezhny.bank/);
    expect(dp.getAppCategories).toHaveBeenCalledWith('Android', expect.anything());
    // Only Android apps; the one already in the segment is ticked and locked.
    expect(apps).not.toHaveTextContent('id1450023456');
    expect(within(apps).getByRole('checkbox', { name: /Погода сегодня/ })).toBeChecked();
    expect(within(apps).getByRole('checkbox', { name: /Погода сегодня/ })).toBeDisabled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Категория' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Финансы' }));
    await waitFor(() => expect(apps).not.toHaveTextContent('Быстрее'));
    expect(within(dialog).getByRole('button', { name: 'Добавить выбранные' })).toBeDisabled();
    fireEvent.click(within(apps).getByRole('checkbox', { name: /Банк Надёжный/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить выбранные' }));
    await waitFor(() => expect(dp.addBundles).toHaveBeenCalledWith('s1', ['ru.nadezhny.bank']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so in Russian when the catalogue cannot be read, and adds nothing', async () => {
    const dp = renderCatalogue(
      { platform: 'iOS' },
      {
        getDmpBundles: vi.fn(async () => {
          throw Object.assign(new Error('x'), { status: 503 });
        }),
      },
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Не удалось загрузить каталог приложений. Попробуйте позже'),
    ).toBeInTheDocument();
    expect(dp.getAppCategories).toHaveBeenCalledWith('IOS', expect.anything());
    expect(within(dialog).getByRole('button', { name: 'Добавить выбранные' })).toBeDisabled();
  });
});
