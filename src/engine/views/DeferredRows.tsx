import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult, type RaRecord } from 'react-admin';

/** Rows a new page shows in its first commit when it comes in stages; each stage doubles them. */
export const FIRST_STAGE_ROWS = 8;

/**
 * A new page's rows in stages of 8, 16, 32… rows, each stage a transition of its own after the
 * previous one is on screen (issue 7, mobile). One commit of a whole page (25 rows of MUI cells)
 * was the longest task of the first screen on Lighthouse's simulated phone, and the rows painted
 * only after all of them had rendered; in stages, the first rows paint after a third of the work
 * and no commit holds more than a few rows. Rows already shown are not rendered again
 * (react-admin's rows are memoised, and a stage keeps the page's own records).
 */
function useRowsInStages(data: RaRecord[] | undefined): { rows: RaRecord[] | undefined; complete: boolean } {
  const [stage, setStage] = useState<{ data?: RaRecord[]; count: number }>({ count: FIRST_STAGE_ROWS });
  const count = stage.data === data ? stage.count : FIRST_STAGE_ROWS;
  const complete = !data || count >= data.length;
  useEffect(() => {
    if (!complete) startTransition(() => setStage({ data, count: count * 2 }));
  }, [complete, data, count]);
  const rows = useMemo(() => (complete ? data : data!.slice(0, count)), [complete, data, count]);
  return { rows, complete };
}

/**
 * The table of a list renders a new page at transition priority (issue 7, Total Blocking Time):
 * react-query hands the page over as an urgent update, which would render the whole table in
 * one task, no input or paint meanwhile (0.3 s for the campaigns list in Lighthouse's desktop run,
 * over 1 s in its mobile one).
 * Here the table first keeps what it showed (its loading rows) and React renders the new page in
 * slices it can interrupt; with `inStages`, in stages of rows too (useRowsInStages). Selection is
 * not deferred: a ticked checkbox shows at once. Every DeferredRows of a list shows the same page:
 * React renders all deferred values of one update in the same pass.
 * While the deferred page is still rendering, a hidden marker says so (as a lazy screen's
 * fallback does with data-lazy-pending): the view snapshots wait for it to go, since on a loaded
 * machine the slices can take longer than any "the markup stopped changing" pause.
 */
export function DeferredRows({ children, inStages = false }: { children: ReactNode; inStages?: boolean }) {
  const live = useListContext();
  const deferred = useDeferredValue(live);
  const staged = useRowsInStages(inStages ? deferred.data : undefined);
  const pending = deferred !== live || !staged.complete;
  const value: ListControllerResult = deferred === live && staged.complete ? live : {
    ...deferred,
    // The first rows of the page's own records: present exactly when the page's are.
    data: inStages ? staged.rows : deferred.data,
    selectedIds: live.selectedIds,
    onSelect: live.onSelect,
    onSelectAll: live.onSelectAll,
    onToggleItem: live.onToggleItem,
    onUnselectItems: live.onUnselectItems,
  } as ListControllerResult;
  return (
    <ListContextProvider value={value}>
      {pending && <span hidden data-rows-pending="" />}
      {children}
    </ListContextProvider>
  );
}
