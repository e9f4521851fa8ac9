import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * docs/product.md#routes: going from an edit screen back to its list, the query parameters that differ are
 * merged into the list's query. The list's own query is remembered when the list is left.
 */

const remembered = new Map<string, string>();

const normalise = (search: string) => (search.startsWith('?') ? search.slice(1) : search);

/**
 * The list's query with every parameter of `incoming` whose value differs (or is missing there)
 * put over it; parameters only the list has stay. Returns a search string with "?" or "".
 */
export function mergeQuery(listSearch: string, incoming: string): string {
  const base = new URLSearchParams(normalise(listSearch));
  const next = new URLSearchParams(normalise(incoming));
  for (const key of new Set(next.keys())) {
    const values = next.getAll(key);
    const current = base.getAll(key);
    if (values.join('\u0000') !== current.join('\u0000')) {
      if (values.length === 1)
        base.set(key, values[0]); // keeps the parameter's place
      else {
        base.delete(key);
        values.forEach((v) => base.append(key, v));
      }
    }
  }
  const text = base.toString();
  return text ? `?${text}` : '';
}

/** Remembers a list's query (call on the list screen, or when leaving it). */
export function rememberListQuery(listPath: string, search: string): void {
  remembered.set(listPath, normalise(search));
}

function rememberedListQuery(listPath: string): string {
  return remembered.get(listPath) ?? '';
}

export function forgetListQueries(): void {
  remembered.clear();
}

/** The URL of `listPath` with the edit screen's differing query merged into the list's remembered one. */
export function backToListUrl(listPath: string, editSearch: string): string {
  return `${listPath}${mergeQuery(rememberedListQuery(listPath), editSearch)}`;
}

/** Hook for an edit screen (SSP edit): returns a callback that goes back to its list with the merged query. */
export function useBackToList(listPath: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => navigate(backToListUrl(listPath, search)), [navigate, listPath, search]);
}

/** Hook for a list screen: keeps its current query remembered for useBackToList. */
export function useRememberListQuery(listPath: string): void {
  const { search } = useLocation();
  useEffect(() => rememberListQuery(listPath, search), [listPath, search]);
}
