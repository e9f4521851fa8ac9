import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider, type UpdateParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { sampleId, sampleRecord } from '../../../../generated/sampleRecord';
import { renderList } from '../listHarness';

const def = catalog.byKey('campaigns')!;
const records = [1, 2, 3].map((n) => ({
  ...sampleRecord(catalog.fields(def), n),
  id: sampleId(n),
  name: `Кампания ${n}`,
  version: 10 + n,
  limits: { budgetTotal: 1_000_000, budgetDaily: 1000 * n + 0.5, frequencyCap: 2 },
}));

/** The campaigns list over three records; the second record's save is stale (409), the third's refused at a field. */
function renderCampaigns() {
  const updates: UpdateParams[] = [];
  const dataProvider = {
    getList: async () => ({ data: records, total: records.length }),
    getMany: async () => ({ data: [] }),
    getOne: async () => {
      throw new Error('every selected record is on the page');
    },
    update: async (_resource: string, params: UpdateParams) => {
      updates.push(params);
      if (params.id === records[1].id)
        throw new HttpError('Запись была изменена другим пользователем', 409, {
          message: 'Запись была изменена другим пользователем',
        });
      if (params.id === records[2].id)
        throw new HttpError('Проверьте поля', 400, {
          message: 'Проверьте поля',
          errors: { limits: { budgetDaily: 'Не больше общего бюджета' } },
        });
      return { data: { ...params.data, id: params.id } };
    },
  } as unknown as DataProvider;
  renderList('campaigns', dataProvider);
  return { updates };
}

describe('«Изменить выбранные» on a generated list', () => {
  it('sets the daily budget of three campaigns +10 %: one saved, the stale and the refused one each with its reason', async () => {
    const { updates } = renderCampaigns();
    await screen.findByText('Кампания 1');
    for (const name of ['Кампания 1', 'Кампания 2', 'Кампания 3'])
      fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    // Text queries, not role queries: the roles of a whole list's page are slow to work out in jsdom.
    fireEvent.click(await screen.findByText('Изменить выбранные'));
    const dialog = (await screen.findByText('Изменить выбранные: 3 записи')).closest<HTMLElement>('[role="dialog"]')!;

    // Nothing chosen: said, nothing sent.
    fireEvent.click(within(dialog).getByText('Показать изменения'));
    await within(dialog).findByText('Отметьте хотя бы одно поле');
    // Not a field the schema keeps for create or for the server.
    expect(within(dialog).queryByLabelText('Тип креативов')).toBeNull();
    expect(within(dialog).queryByLabelText('Статус')).toBeNull();

    fireEvent.click(within(dialog).getByLabelText('Лимиты: Дневной бюджет'));
    fireEvent.click(within(dialog).getByLabelText('Изменить на процент'));
    fireEvent.change(within(dialog).getByLabelText('Лимиты: Дневной бюджет: На сколько процентов'), {
      target: { value: 'десять' },
    });
    fireEvent.click(within(dialog).getByText('Показать изменения'));
    await within(dialog).findByText('Введите число');
    fireEvent.change(within(dialog).getByLabelText('Лимиты: Дневной бюджет: На сколько процентов'), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByText('Показать изменения'));

    // The preview: each record old → new, in whole kopecks (1 000,50 × 1,1 = 1 100,55).
    const preview = await within(dialog).findByTestId('bulk-preview');
    const rows = [...preview.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ''))).toEqual([
      'Кампания1Лимиты:Дневнойбюджет1000,501100,55',
      'Кампания2Лимиты:Дневнойбюджет2000,502200,55',
      'Кампания3Лимиты:Дневнойбюджет3000,503300,55',
    ]);
    expect(updates).toEqual([]);

    fireEvent.click(within(dialog).getByText('Сохранить 3 записи'));
    await within(dialog).findByText('Сохранено записей: 1 из 3. Изменено: Лимиты: Дневной бюджет +10 %');
    const refused = within(dialog).getByTestId('bulk-refused');
    expect(refused.textContent).toContain('Кампания 2Запись была изменена другим пользователем');
    expect(refused.textContent).toContain('Кампания 3Лимиты: Дневной бюджет: Не больше общего бюджета');
    expect(refused.textContent).not.toContain('Кампания 1');

    // One update per record, with the version the list showed and only the daily budget changed.
    expect(updates).toHaveLength(3);
    for (const [i, params] of updates.entries()) {
      expect(params.previousData).toBe(records[i]);
      expect(params.data).toEqual({
        ...records[i],
        limits: { ...records[i].limits, budgetDaily: Math.round((1000 * (i + 1) + 0.5) * 110) / 100 },
      });
      expect(params.meta).toEqual({ oneOfMany: true });
    }
    fireEvent.click(within(dialog).getByText('Закрыть'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });
});
