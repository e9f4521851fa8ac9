import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { SegmentsInput } from '../../../../src/resourceComponents/campaigns/CampaignSegments';

afterEach(cleanup);

/** The campaign form's segment input over a segment dictionary that answers, or fails. */
function renderInput(getCampaignSegments: () => Promise<unknown>) {
  const dataProvider = { getCampaignSegments: vi.fn(getCampaignSegments) } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Form record={{}}>
          <SegmentsInput source="targets.segments.segment.appCheckIds" label="Сегменты" />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
}

// docs/product.md#errors: the segment choices are not a fatal read; a failure is told at the input.
describe('the segments input', () => {
  it('says the segments could not be loaded when their read fails, and stays in the form', async () => {
    renderInput(async () => {
      throw new Error('500');
    });
    expect(await screen.findByText('Не удалось загрузить сегменты: выбор недоступен')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сегменты' })).toBeInTheDocument();
  });

  it('says nothing of the kind when they load', async () => {
    renderInput(async () => [{ id: 's1', name: 'Покупатели', type: 'appCheck', size: 10 }]);
    await screen.findByRole('combobox', { name: 'Сегменты' });
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryByText('Не удалось загрузить сегменты: выбор недоступен')).toBeNull();
  });
});
