import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

/**
 * Whether a list's first page is on screen. A list's toolbar may hold a resource's own buttons
 * (an .xlsx export, a declared action), each a module of its own; asked for with the toolbar,
 * their files share the phone's slow first load with the rows and the rows paint later (~0.2 s
 * on Lighthouse's simulated phone, docs/performance.md#phone-lcp). They load once the rows are
 * painted; until then a placeholder of the same size keeps their place.
 */
interface RowsShown {
  shown(): boolean;
  show(): void;
  subscribe(listener: () => void): () => void;
}

function createRowsShown(): RowsShown {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    shown: () => shown,
    show() {
      if (shown) return;
      shown = true;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RowsShownContext = createContext<RowsShown | null>(null);

/** One list's signal, for its rows to give and its toolbar to wait for. */
export function RowsShownProvider({ children }: { children: ReactNode }) {
  const [rowsShown] = useState(createRowsShown);
  return <RowsShownContext.Provider value={rowsShown}>{children}</RowsShownContext.Provider>;
}

/**
 * Called where a page's rows render: once the page (or its failure) is committed, the frame that
 * paints it runs, and the list says its rows are shown at the start of the frame after it. A task
 * queued from the painting frame's own callback may still run before that frame reaches the
 * screen, and the buttons' files would then be asked for ahead of the rows' paint.
 */
export function useReportRowsShown(): void {
  const rowsShown = useContext(RowsShownContext);
  const { isPending } = useListContext();
  useEffect(() => {
    if (isPending || !rowsShown || rowsShown.shown()) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(rowsShown.show);
    });
    return () => cancelAnimationFrame(frame);
  }, [isPending, rowsShown]);
}

/** The rows' report as an element, for rows that are not a component of ours (react-admin's DataTable). */
export function ReportRowsShown() {
  useReportRowsShown();
  return null;
}

const never = () => () => {};

/** Whether the list's rows are shown (always, outside a list that says so). */
function useRowsShownNow(): boolean {
  const rowsShown = useContext(RowsShownContext);
  return useSyncExternalStore(rowsShown?.subscribe ?? never, rowsShown?.shown ?? (() => true));
}

/**
 * Its children once the list's rows are shown, or once the list has failed (its rows never
 * come); the placeholder before.
 */
export function AfterRowsShown({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const shown = useRowsShownNow();
  const { error } = useListContext();
  return shown || error ? children : placeholder;
}
