import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericCreate, GenericShow } from '../../../../src/engine/views/GenericEditors';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { i18nProvider } from '../../../../src/i18n';
import type { StubbedCall } from '../../providers/fetchStub';
import { contractChecked, renderActions, stubPlatform, type Platform } from '../actions/declared/resourceScreen';

/**
 * A panel segment's screens as a user meets them (resources/panelSegments.ts over
 * schemas/panelSegment.schema.json): the categories and filters on offer are the chosen
 * provider's, the card names the stored categories, and «Оценить охват» tells the reach.
 */
const CATEGORIES: Record<string, { id: string; name: string; users: number }[]> = {
  omi: [
    { id: 'omi-auto', name: 'Автомобили', users: 4_200_000 },
    { id: 'omi-travel', name: 'Путешествия', users: 3_100_000 },
  ],
  tiburon: [{ id: 'tib-games', name: 'Игры', users: 900_000 }],
};
const FILTERS: Record<string, { id: string; name: string }[]> = {
  omi: [
    { id: 'genders', name: 'Пол' },
    { id: 'ages', name: 'Возраст' },
    { id: 'income', name: 'Доход' },
  ],
  tiburon: [
    { id: 'genders', name: 'Пол' },
    { id: 'ages', name: 'Возраст' },
  ],
};
const SEGMENT = {
  id: 'a'.repeat(24),
  name: 'Автолюбители',
  provider: 'omi',
  categories: ['omi-auto'],
  filters: { genders: ['male'] },
  usersCount: 1_000,
  version: 1,
};

const providerOf = (call: StubbedCall) => call.address.searchParams.get('provider') ?? '';
const PLATFORM: Platform = {
  'GET /categorizer/categories': (call) => ({ body: CATEGORIES[providerOf(call)] }),
  'GET /categorizer/filters': (call) => ({ body: FILTERS[providerOf(call)] }),
  [`GET /categorizer/segment/${SEGMENT.id}`]: { body: SEGMENT },
  'POST /categorizer/segment-info': { body: { users: 1_234_567 } },
};
const def = catalog.byKey('panelSegments')!;
let calls: StubbedCall[] = [];

afterEach(() => {
  cleanup();
  contractChecked(calls);
});

function renderAt(at: string, route: string, element: React.ReactElement, platform: Platform = PLATFORM) {
  calls = stubPlatform(platform);
  render(
    <MemoryRouter initialEntries={[`/${def.path}/${at}`]}>
      <AdminContext dataProvider={createDataProvider(catalog)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}/${route}`} element={element} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const readFor = (path: string) =>
  calls.filter((c) => c.address.pathname === path).map((c) => c.address.searchParams.get('provider'));

async function chooseProvider(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Поставщик панели/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('a new panel segment: the categories and filters of the chosen provider', () => {
  it('offers no category and no filter until a provider is chosen, and reads none', async () => {
    renderAt('create', 'create', <GenericCreate />);
    const categories = await screen.findByRole('combobox', { name: /Категории интересов/ });
    expect(categories).toBeDisabled();
    // Under the categories and in the filters' group alike.
    expect(screen.getAllByText('Сначала выберите: Поставщик панели')).toHaveLength(2);
    expect(screen.queryByText('Возраст')).toBeNull();
    expect(readFor('/categorizer/categories')).toEqual([]);
    expect(readFor('/categorizer/filters')).toEqual([]);
  });

  it("offers OMI's categories with their users, and all three of its filters", async () => {
    renderAt('create', 'create', <GenericCreate />);
    await chooseProvider('OMI');
    const categories = await screen.findByRole('combobox', { name: /Категории интересов/ });
    await waitFor(() => expect(categories).toBeEnabled());
    fireEvent.mouseDown(categories);
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: /^Автомобили · 4\s200\s000$/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /^Путешествия · 3\s100\s000$/ })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /Игры/ })).toBeNull();
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(await screen.findByText('Доход')).toBeInTheDocument();
    expect(screen.getByText('Возраст')).toBeInTheDocument();
    expect(screen.getByText('Пол')).toBeInTheDocument();
    expect(readFor('/categorizer/categories')).toEqual(['omi']);
  });

  it('offers Tiburon no income filter', async () => {
    renderAt('create', 'create', <GenericCreate />);
    await chooseProvider('Tiburon');
    expect(await screen.findByText('Возраст')).toBeInTheDocument();
    expect(screen.getByText('Пол')).toBeInTheDocument();
    expect(screen.queryByText('Доход')).toBeNull();
    expect(readFor('/categorizer/filters')).toEqual(['tiburon']);
  });

  it('shows every filter, with the failure said in Russian, when the filters cannot be read', async () => {
    renderAt('create', 'create', <GenericCreate />, {
      ...PLATFORM,
      'GET /categorizer/filters': { status: 500, body: { message: 'Сбой' } },
    });
    await chooseProvider('OMI');
    expect(
      await screen.findByText('Не удалось загрузить, какие поля «Фильтры» доступны. Показаны все; попробуйте позже'),
    ).toBeInTheDocument();
    expect(screen.getByText('Доход')).toBeInTheDocument();
    expect(screen.getByText('Возраст')).toBeInTheDocument();
  });
});

describe("a panel segment's card", () => {
  it("names the stored categories by the provider's names", async () => {
    renderAt(`${SEGMENT.id}/show`, ':id/show', <GenericShow />);
    expect(await screen.findByText('Автомобили')).toBeInTheDocument();
    expect(screen.queryByText('omi-auto')).toBeNull();
    expect(readFor('/categorizer/categories')).toEqual(['omi']);
  });
});

describe('«Оценить охват» on a panel segment', () => {
  it('asks the reach for the saved provider, categories and filters, and tells it', async () => {
    calls = stubPlatform(PLATFORM);
    renderActions('panelSegments', 'record', { record: SEGMENT });
    fireEvent.click(await screen.findByRole('button', { name: 'Оценить охват' }));
    expect(await screen.findByText(/^Охват сегмента «Автолюбители»: 1\s234\s567 пользователей$/)).toBeInTheDocument();
    const asked = calls.filter((c) => c.address.pathname === '/categorizer/segment-info');
    expect(asked.map((c) => [c.init.method, JSON.parse(String(c.init.body))])).toEqual([
      ['POST', { provider: 'omi', categories: ['omi-auto'], filters: { genders: ['male'] } }],
    ]);
  });
});
