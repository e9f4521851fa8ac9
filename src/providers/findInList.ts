import type { Identifier } from 'react-admin';
import type { ApiResponse } from './httpClient';
import { totalOf } from './wireFormat';

/** A record read from its list (x-calls.read fromList): pages of this size, at most this many. */
const FIND_PAGE_SIZE = 100;
const FIND_MAX_PAGES = 50;

/**
 * The record of this id in a list's answers, where the platform has no one-record read: asked for
 * by id (the list's `ids` filter), page by page in case the platform ignores the filter; null when
 * the list does not hold it.
 */
export async function findInList<T extends Record<string, unknown>>(
  page: (query: { ids: string; page: number; pageSize: number }) => Promise<ApiResponse<T[]>>,
  idField: string,
  id: Identifier,
): Promise<T | null> {
  for (let n = 1; n <= FIND_MAX_PAGES; n++) {
    const { data, headers } = await page({ ids: String(id), page: n, pageSize: FIND_PAGE_SIZE });
    const found = data.find((r) => String(r[idField]) === String(id));
    if (found) return found;
    if (data.length < FIND_PAGE_SIZE || n * FIND_PAGE_SIZE >= totalOf(headers, data.length)) break;
  }
  return null;
}
