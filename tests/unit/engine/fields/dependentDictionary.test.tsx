import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, SaveButton, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, FieldInput, flattenFields, schemaSet } from '../../../../src/engine';
import { FieldView } from '../../../../src/engine/fields/render';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

const MANUFACTURERS = [
  { id: 'apple', name: 'Apple' },
  { id: 'samsung', name: 'Samsung' },
];
const MODELS = [
  { id: 'apple-iphone-15', name: 'iPhone 15', manufacturerId: 'apple' },
  { id: 'apple-ipad-air', name: 'iPad Air', manufacturerId: 'apple' },
  { id: 'samsung-galaxy-s24', name: 'Galaxy S24', manufacturerId: 'samsung' },
];

// A campaign's device targeting declares them: manufacturers (x-dictionary), models of them (x-dictionary-by).
const fields = flattenFields(analyseEntity(schemaSet, 'campaign'));
const field = (source: string) => fields.find((f) => f.source === source)!;
const MAKERS = 'targets.device.manufacturers';
const MODELS_SOURCE = 'targets.device.models';

function provider() {
  return {
    getDictionary: vi.fn(async (name: string, parents: string[] = []) =>
      name === 'manufacturers'
        ? MANUFACTURERS
        : MODELS.filter((m) => !parents.length || parents.includes(m.manufacturerId)),
    ),
  };
}

function renderForm(device: Record<string, unknown>) {
  const dp = { ...provider(), saved: vi.fn() };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dp as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form record={{ targets: { device } }} onSubmit={dp.saved}>
          <FieldInput field={field(MAKERS)} mode="edit" />
          <FieldInput field={field(MODELS_SOURCE)} mode="edit" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  const modelCalls = () => dp.getDictionary.mock.calls.filter(([name]) => name === 'deviceModels');
  return { dp, modelCalls };
}

describe('a dictionary of the chosen parents (x-dictionary-by): device models under manufacturers', () => {
  it('offers no model until a manufacturer is chosen', async () => {
    const { modelCalls } = renderForm({});
    expect(await screen.findByText('Сначала выберите: Производители')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Модели устройств' })).toBeDisabled();
    expect(modelCalls()).toEqual([]);
  });

  it("offers only the chosen manufacturers' models, read for them and grouped under their names", async () => {
    const { modelCalls } = renderForm({ manufacturers: ['apple'], models: [] });
    const models = await screen.findByRole('combobox', { name: 'Модели устройств' });
    await waitFor(() => expect(modelCalls()).toEqual([['deviceModels', ['apple']]]));
    fireEvent.mouseDown(models);
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'iPhone 15' });
    expect(within(list).getByText('Apple')).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'iPad Air' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'Galaxy S24' })).toBeNull();
  });

  it('drops the models of a manufacturer no longer chosen', async () => {
    const { dp, modelCalls } = renderForm({
      manufacturers: ['apple', 'samsung'],
      models: ['apple-iphone-15', 'samsung-galaxy-s24'],
    });
    await screen.findByText('Galaxy S24');
    expect(screen.getByText('iPhone 15')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Производители/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    await waitFor(() => expect(modelCalls().at(-1)).toEqual(['deviceModels', ['samsung']]));
    await waitFor(() => expect(screen.queryByText('iPhone 15')).toBeNull());
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(dp.saved).toHaveBeenCalled());
    expect(dp.saved.mock.calls[0][0].targets.device).toEqual({
      manufacturers: ['samsung'],
      models: ['samsung-galaxy-s24'],
    });
  });
});

describe('the chosen models and manufacturers on the campaign card', () => {
  it('are named by their dictionaries, the models read for the record’s manufacturers', async () => {
    const dp = provider();
    render(
      <AdminContext dataProvider={dp as unknown as DataProvider} i18nProvider={i18nProvider}>
        <RecordContextProvider
          value={{ id: 'c1', targets: { device: { manufacturers: ['samsung'], models: ['samsung-galaxy-s24'] } } }}
        >
          <FieldView field={field(MAKERS)} />
          <FieldView field={field(MODELS_SOURCE)} />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Galaxy S24')).toBeInTheDocument();
    expect(await screen.findByText('Samsung')).toBeInTheDocument();
    expect(dp.getDictionary).toHaveBeenCalledWith('deviceModels', ['samsung']);
  });
});
