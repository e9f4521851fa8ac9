/**
 * A named view of a list (docs/product.md#saved-views): its query as react-admin keeps it in the
 * address (filters, shown filters, sort, page size) and its hidden columns. Kept in the cabinet's
 * store under `<resource>.savedViews`, so per user and cabinet like the rest of the list's state.
 */
export interface SavedView {
  name: string;
  filter: Record<string, unknown>;
  displayedFilters: Record<string, unknown>;
  sort: { field: string; order: string };
  perPage: number;
  hidden: string[];
}

export const savedViewsKey = (resource: string) => `${resource}.savedViews`;
export const hiddenColumnsKey = (resource: string) => `${resource}.datatable`;

/** The list's address search for a view: react-admin's own query parameters, read back by its list. */
export function viewSearch(view: Pick<SavedView, 'filter' | 'displayedFilters' | 'sort' | 'perPage'>): string {
  const query = new URLSearchParams({
    filter: JSON.stringify(view.filter),
    displayedFilters: JSON.stringify(view.displayedFilters),
    sort: view.sort.field,
    order: view.sort.order,
    page: '1',
    perPage: String(view.perPage),
  });
  return `?${query.toString()}`;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the list shows this view now (its name is then the one renamed or deleted first). */
export function isShown(view: SavedView, now: Omit<SavedView, 'name'>): boolean {
  return (
    sameJson(view.filter, now.filter) &&
    sameJson(view.sort, now.sort) &&
    view.perPage === now.perPage &&
    sameJson([...view.hidden].sort(), [...now.hidden].sort())
  );
}
