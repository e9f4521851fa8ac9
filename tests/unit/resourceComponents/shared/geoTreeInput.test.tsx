import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, SaveButton, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, schemaSet } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import { GeoTreeInput } from '../../../../src/resourceComponents/shared/GeoTreeInput';

afterEach(cleanup);

const COUNTRIES = [{ id: 'RU', name: 'Россия', level: 'country', parentId: null, hasChildren: true }];
const REGIONS = [
  { id: 'RU-MOW', name: 'Москва', level: 'region', parentId: 'RU', hasChildren: false },
  { id: 'RU-SPE', name: 'Санкт-Петербург', level: 'region', parentId: 'RU', hasChildren: false },
  { id: 'RU-TA', name: 'Республика Татарстан', level: 'region', parentId: 'RU', hasChildren: false },
];

function renderTree(geoIds: string[]) {
  const getGeoChildren = vi.fn(async (parentId?: string) => (parentId ? REGIONS : COUNTRIES));
  const saved = vi.fn();
  const field = analyseEntity(schemaSet, 'geoPreset').find((f) => f.name === 'geoIds')!;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ getGeoChildren } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form record={{ geoIds }} onSubmit={saved}>
          <GeoTreeInput source="geoIds" label={field.label} field={field} />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getGeoChildren, saved, group: screen.getByRole('group', { name: /^Регионы/ }) };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('regions picked in the geo tree', () => {
  it("reads a country's regions only when it is opened, and ticks the chosen ones", async () => {
    const { getGeoChildren, group } = renderTree(['RU-MOW']);
    expect(within(group).getByText('Москва')).toBeInTheDocument(); // the chosen region, named by the schema
    await within(group).findByRole('checkbox', { name: 'Россия' });
    expect(getGeoChildren.mock.calls).toEqual([[undefined]]);

    fireEvent.click(within(group).getByRole('button', { name: 'Показать регионы: Россия' }));
    expect(await within(group).findByRole('checkbox', { name: 'Москва' })).toBeChecked();
    expect(getGeoChildren).toHaveBeenLastCalledWith('RU');
    expect(within(group).getByRole('checkbox', { name: 'Санкт-Петербург' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Россия' })).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Республика Татарстан' }));
    expect(within(group).getByText('Выбрано регионов: 2')).toBeInTheDocument();
  });

  it("a country's box picks all its regions, and unticking drops them", async () => {
    const { saved, group } = renderTree([]);
    expect(within(group).getByText('Регионы не выбраны')).toBeInTheDocument();
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'Россия' }));
    await waitFor(() => expect(within(group).getByText('Выбрано регионов: 3')).toBeInTheDocument());
    save();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][0].geoIds).toEqual(['RU-MOW', 'RU-SPE', 'RU-TA']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Россия' }));
    await waitFor(() => expect(within(group).getByText('Регионы не выбраны')).toBeInTheDocument());
  });
});
