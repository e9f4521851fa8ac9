import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, SaveButton, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, FieldInput, flattenFields, schemaSet } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

const COUNTRIES = [{ id: 'RU', name: 'Россия', level: 'country', parentId: null, hasChildren: true }];
const REGIONS = [
  { id: 'RU-MOW', name: 'Москва', level: 'region', parentId: 'RU', hasChildren: false },
  { id: 'RU-SPE', name: 'Санкт-Петербург', level: 'region', parentId: 'RU', hasChildren: false },
  { id: 'RU-TA', name: 'Республика Татарстан', level: 'region', parentId: 'RU', hasChildren: false },
];

/** The generated input of a field whose codes the schema declares with x-tree (campaign#/$defs/geoIds). */
function renderTree(schemaId: string, source: string, value: string[]) {
  const getDictionaryChildren = vi.fn(async (_tree: string, parentId?: string) => (parentId ? REGIONS : COUNTRIES));
  const saved = vi.fn();
  const field = flattenFields(analyseEntity(schemaSet, schemaId)).find((f) => f.source === source)!;
  const record: Record<string, unknown> = {};
  const path = source.split('.');
  path.reduce<Record<string, unknown>>(
    (at, key, i) => (at[key] = i === path.length - 1 ? value : {}) as Record<string, unknown>,
    record,
  );
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ getDictionaryChildren } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form record={record} onSubmit={saved}>
          <FieldInput field={field} mode="edit" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getDictionaryChildren, saved, label: field.label };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('codes picked in a tree dictionary (x-tree)', () => {
  it("reads a node's children only when it is opened, and ticks the chosen ones", async () => {
    const { getDictionaryChildren } = renderTree('geoPreset', 'geoIds', ['RU-MOW']);
    const group = await screen.findByRole('group', { name: /^Регионы/ });
    expect(within(group).getByText('Москва')).toBeInTheDocument(); // the chosen region, named by the schema
    await within(group).findByRole('checkbox', { name: 'Россия' });
    expect(getDictionaryChildren.mock.calls).toEqual([['geo', undefined]]);

    fireEvent.click(within(group).getByRole('button', { name: 'Развернуть: Россия' }));
    expect(await within(group).findByRole('checkbox', { name: 'Москва' })).toBeChecked();
    expect(getDictionaryChildren).toHaveBeenLastCalledWith('geo', 'RU');
    expect(within(group).getByRole('checkbox', { name: 'Санкт-Петербург' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Россия' })).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Республика Татарстан' }));
    expect(within(group).getByText('Выбрано: 2')).toBeInTheDocument();
  });

  it("a node's box picks all its children, and unticking drops them (a campaign's geo targeting)", async () => {
    const { saved } = renderTree('campaign', 'targets.geo.idsWhiteList', []);
    const group = await screen.findByRole('group', { name: /^Показывать в регионах/ });
    expect(within(group).getByText('Ничего не выбрано')).toBeInTheDocument();
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'Россия' }));
    await waitFor(() => expect(within(group).getByText('Выбрано: 3')).toBeInTheDocument());
    save();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][0].targets.geo.idsWhiteList).toEqual(['RU-MOW', 'RU-SPE', 'RU-TA']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Россия' }));
    await waitFor(() => expect(within(group).getByText('Ничего не выбрано')).toBeInTheDocument());
  });
});
