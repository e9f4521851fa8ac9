import type { Identifier } from 'react-admin';
import type { ApiResponse } from './httpClient';
import { pageOf } from './wireFormat';

/** A record read from its list (x-calls.read fromList): pages of this size, at most this many. */
const FIND_PAGE_SIZE = 100;
const FIND_MAX_PAGES = 50;

/**
 * The record of this id in a list's answers, where the platform has no one-record read: asked for
 * by id (the list's `ids` filter), page by page in case the platform ignores the filter (pages
 * counted by the x-pagination headers of each answer); null when the list does not hold it.
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
    // Pages of the size the platform answered with: a platform holding 50 a page still has page 2.
    const answered = pageOf(headers, { page: n, pageSize: FIND_PAGE_SIZE }, data.length);
    if (data.length < answered.pageSize || answered.page * answered.pageSize >= answered.total) break;
  }
  return null;
}
