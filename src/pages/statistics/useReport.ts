import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CabinetContext } from '../../layout/cabinetContext';
import { isRetryLater } from '../../engine/actions/retryLater';
import { apiParams, applyChange, readState, writeState, type ReportDefaults, type ReportState } from './reportState';

/**
 * A report screen's state in the URL (reportState.ts) and its data: `load` is asked again
 * whenever the state changes; the previous answer stays on screen meanwhile. A failure without
 * a message of its own (no answer, 5xx) is also told in a retry-later toast.
 */
export function useReport<T>(
  kind: 'summary' | 'details',
  defaults: ReportDefaults,
  load: (state: ReportState, signal: AbortSignal) => Promise<T>,
) {
  const [search, setSearch] = useSearchParams();
  const notify = useNotify();
  const cabinetId = useContext(CabinetContext)?.cabinetId ?? null;
  const state = useMemo(() => readState(search, defaults), [search, defaults]);
  // From the query last asked for, not the one last rendered: two quick edits (start, then end
  // date) must not undo each other (setSearchParams' callback also gets the rendered one).
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const change = useCallback(
    (patch: Partial<ReportState>) => {
      const next = writeState(applyChange(readState(latest.current, defaults), patch));
      latest.current = next;
      setSearch(next);
    },
    [setSearch, defaults],
  );
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  const badPeriod = state.to < state.from;
  const params = apiParams(state);
  const query = useQuery({
    // Per cabinet: another cabinet's figures are never shown from the cache.
    queryKey: ['kabinet', 'statistics', kind, cabinetId, params, state.page, state.pageSize],
    queryFn: ({ signal }) => load(state, signal),
    enabled: !badPeriod,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (query.error && isRetryLater(query.error)) notify('kabinet.statistics.loadFailed', { type: 'error' });
  }, [query.error, query.errorUpdatedAt, notify]);
  return { state, change, reset, query, badPeriod };
}
