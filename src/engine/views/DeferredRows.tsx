import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/** The list context's selection: shown at once, never deferred. */
const SELECTION = new Set<keyof ListControllerResult>([
  'selectedIds',
  'onSelect',
  'onSelectAll',
  'onToggleItem',
  'onUnselectItems',
]);

/**
 * The list context as of its last change other than the selection. react-admin builds a new
 * context object on every render of the list; deferred as it comes, a ticked checkbox would
 * render every row twice, at once and again when the deferred copy caught up. Kept as state set
 * during render (React's pattern for a value derived from the previous render's).
 */
function usePageOf(live: ListControllerResult): ListControllerResult {
  const [page, setPage] = useState(live);
  if (page === live) return page;
  const keys = Object.keys(live) as (keyof ListControllerResult)[];
  const changed =
    keys.length !== Object.keys(page).length || keys.some((key) => !SELECTION.has(key) && live[key] !== page[key]);
  if (!changed) return page;
  setPage(live);
  return live;
}

/**
 * The table of a list renders a new page at transition priority (no long task when a page arrives):
 * react-query hands the page over as an urgent update, which would render the whole table in
 * one task, no input or paint meanwhile (0.3 s for the campaigns list in Lighthouse's desktop run,
 * over 1 s in its mobile one).
 * Here the table first keeps what it showed (its loading rows) and React renders the new page in
 * slices it can interrupt. Selection is not deferred: a ticked checkbox shows at once. Every
 * DeferredRows of a list shows the same page: React renders all deferred values of one update
 * in the same pass.
 * While the deferred page is still rendering, a hidden marker says so (as a lazy screen's
 * fallback does with data-lazy-pending): the view snapshots wait for it to go, since on a loaded
 * machine the slices can take longer than any "the markup stopped changing" pause.
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const live = useListContext();
  const page = usePageOf(live);
  const deferred = useDeferredValue(page);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = live;
  // The same object until the deferred page or the selection changes: in the urgent render of a
  // new page nothing under here renders again (a new object would re-render every row with the
  // page it already shows, in the one task this component exists to avoid).
  const value = useMemo(
    () => ({ ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems }),
    [deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  return (
    <ListContextProvider value={value}>
      {deferred !== page && <span hidden data-rows-pending="" />}
      {children}
    </ListContextProvider>
  );
}
