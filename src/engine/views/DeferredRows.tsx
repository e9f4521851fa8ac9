import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The table of a list renders a new page at transition priority (issue 7, Total Blocking Time):
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
  const deferred = useDeferredValue(live);
  const value = deferred === live ? live : {
    ...deferred,
    selectedIds: live.selectedIds,
    onSelect: live.onSelect,
    onSelectAll: live.onSelectAll,
    onToggleItem: live.onToggleItem,
    onUnselectItems: live.onUnselectItems,
  };
  return (
    <ListContextProvider value={value}>
      {deferred !== live && <span hidden data-rows-pending="" />}
      {children}
    </ListContextProvider>
  );
}
