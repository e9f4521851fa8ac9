import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, SaveButton, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, flattenFields, schemaSet } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import {
  DeviceModelsField,
  DeviceModelsInput,
  ManufacturersInput,
} from '../../../../src/resourceComponents/campaigns/DeviceModels';

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

const fields = flattenFields(analyseEntity(schemaSet, 'campaign'));
const field = (source: string) => fields.find((f) => f.source === source)!;
const MAKERS = 'targets.device.manufacturers';
const MODELS_SOURCE = 'targets.device.models';

function provider() {
  return {
    getDictionary: vi.fn(async (name: string) => (name === 'manufacturers' ? MANUFACTURERS : MODELS)),
    getDeviceModels: vi.fn(async (makers: string[]) => MODELS.filter((m) => makers.includes(m.manufacturerId))),
  };
}

function renderForm(device: Record<string, unknown>) {
  const dp = { ...provider(), saved: vi.fn() };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dp as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form record={{ targets: { device } }} onSubmit={dp.saved}>
          <ManufacturersInput source={MAKERS} label="Производители" field={field(MAKERS)} />
          <DeviceModelsInput source={MODELS_SOURCE} label="Модели устройств" field={field(MODELS_SOURCE)} />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return dp;
}

describe('device targeting by manufacturer and model', () => {
  it('offers no model until a manufacturer is chosen', async () => {
    const dp = renderForm({});
    expect(
      await screen.findByText('Сначала выберите производителей: модели выбираются среди их устройств'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Модели устройств' })).toBeDisabled();
    expect(dp.getDeviceModels).not.toHaveBeenCalled();
  });

  it("offers only the chosen manufacturers' models, grouped under their names", async () => {
    const dp = renderForm({ manufacturers: ['apple'], models: [] });
    const models = await screen.findByRole('combobox', { name: 'Модели устройств' });
    await waitFor(() => expect(dp.getDeviceModels).toHaveBeenCalledWith(['apple']));
    fireEvent.mouseDown(models);
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'iPhone 15' });
    expect(within(list).getByText('Apple')).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'iPad Air' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'Galaxy S24' })).toBeNull();
  });

  it('drops the models of a manufacturer no longer chosen', async () => {
    const dp = renderForm({ manufacturers: ['apple', 'samsung'], models: ['apple-iphone-15', 'samsung-galaxy-s24'] });
    await screen.findByText('Galaxy S24');
    expect(screen.getByText('iPhone 15')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Производители/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    await waitFor(() => expect(dp.getDeviceModels).toHaveBeenLastCalledWith(['samsung']));
    await waitFor(() => expect(screen.queryByText('iPhone 15')).toBeNull());
    expect(screen.getByText('Galaxy S24')).toBeInTheDocument();
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

describe('the chosen models on the campaign card', () => {
  it('are named by the models dictionary', async () => {
    render(
      <AdminContext dataProvider={provider() as unknown as DataProvider} i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 'c1', targets: { device: { models: ['samsung-galaxy-s24'] } } }}>
          <DeviceModelsField source={MODELS_SOURCE} field={field(MODELS_SOURCE)} />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Galaxy S24')).toBeInTheDocument();
  });
});
