import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import {
  applyChanges,
  roundTo,
  type BulkChange,
  type BulkHow,
} from '../../../../../src/engine/views/bulkEdit/bulkChange';
import { bulkFields } from '../../../../../src/engine/views/bulkEdit/bulkFields';

const def = catalog.byKey('campaigns')!;
const fields = bulkFields(catalog.fields(def), 'id');
const change = (source: string, how: BulkHow): BulkChange => ({
  ...fields.find((f) => f.field.source === source)!,
  change: how,
});

const campaign = {
  id: 'c1',
  name: 'Весна',
  version: 4,
  limits: { budgetTotal: 100_000, budgetDaily: 333.33, frequencyCap: 3 },
};

describe('a bulk edit applied to one record', () => {
  it('raises money by a percentage to whole kopecks, and keeps the other limits', () => {
    const { next, diffs } = applyChanges(campaign, [change('limits.budgetDaily', { how: 'percent', by: 10 })]);
    // 333.33 × 1.1 = 366.663: kept in whole kopecks (x-decimals 2).
    expect(next.limits).toEqual({ budgetTotal: 100_000, budgetDaily: 366.66, frequencyCap: 3 });
    expect(diffs).toEqual([
      { source: 'limits.budgetDaily', title: 'Лимиты: Дневной бюджет', before: 333.33, after: 366.66 },
    ]);
    expect(next.name).toBe('Весна');
    // The record the list holds is not touched: it is the preview's «Было».
    expect(campaign.limits.budgetDaily).toBe(333.33);
  });

  it('changes by an amount, lowers with a negative one, and keeps an integer whole', () => {
    expect(
      applyChanges(campaign, [change('limits.budgetDaily', { how: 'amount', by: -0.333 })]).next.limits,
    ).toMatchObject({
      budgetDaily: 333,
    });
    expect(
      applyChanges(campaign, [change('limits.frequencyCap', { how: 'percent', by: 50 })]).next.limits,
    ).toMatchObject({
      frequencyCap: 5, // 4.5 rounded half away from zero
    });
  });

  it('sets a value; a record that has it already, or has no number to raise, is unchanged', () => {
    expect(applyChanges(campaign, [change('name', { how: 'set', value: 'Лето' })]).next.name).toBe('Лето');
    expect(applyChanges(campaign, [change('name', { how: 'set', value: 'Весна' })]).diffs).toEqual([]);
    const without = { id: 'c2', limits: { budgetTotal: 5 } };
    const { next, diffs } = applyChanges(without, [change('limits.budgetDaily', { how: 'percent', by: 10 })]);
    expect(diffs).toEqual([]);
    expect(next).toBe(without);
    // Set, it is added inside the record's own limits.
    expect(applyChanges(without, [change('limits.budgetDaily', { how: 'set', value: 7 })]).next).toEqual({
      id: 'c2',
      limits: { budgetTotal: 5, budgetDaily: 7 },
    });
  });

  it('rounds on the decimal digits, as the console writes them', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(12.5, 0)).toBe(13);
  });
});
