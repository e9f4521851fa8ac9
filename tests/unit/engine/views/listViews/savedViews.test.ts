import { describe, expect, it } from 'vitest';
import { isShown, viewSearch, type SavedView } from '../../../../../src/engine/views/listViews/savedViews';

const view: SavedView = {
  name: 'Мои активные кампании',
  filter: { status: 'active' },
  displayedFilters: { status: true },
  sort: { field: 'name', order: 'ASC' },
  perPage: 50,
  hidden: ['groupId', 'limits.budgetDaily'],
};

describe('a named view of a list (docs/product.md#saved-views)', () => {
  it("opens as react-admin's own list address, from its first page", () => {
    const query = new URLSearchParams(viewSearch(view));
    expect(JSON.parse(query.get('filter')!)).toEqual({ status: 'active' });
    expect(JSON.parse(query.get('displayedFilters')!)).toEqual({ status: true });
    expect([query.get('sort'), query.get('order'), query.get('page'), query.get('perPage')]).toEqual([
      'name',
      'ASC',
      '1',
      '50',
    ]);
  });

  it('is the one shown when the filters, sort, page size and columns are its own, whatever their order', () => {
    const { name: _, ...now } = view;
    expect(isShown(view, { ...now, hidden: ['limits.budgetDaily', 'groupId'] })).toBe(true);
    expect(isShown(view, { ...now, filter: { status: 'paused' } })).toBe(false);
    expect(isShown(view, { ...now, sort: { field: 'name', order: 'DESC' } })).toBe(false);
    expect(isShown(view, { ...now, perPage: 25 })).toBe(false);
    expect(isShown(view, { ...now, hidden: ['groupId'] })).toBe(false);
  });
});
