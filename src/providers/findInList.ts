import type { Identifier } from 'react-admin';
import type { ApiResponse } from './httpClient';
import { totalOf } from './wireFormat';

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

/** An integer header of a list's answer (the product's x-pagination-*), else the fallback. */
function headerNumber(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The page a list's answer holds, as the platform says in the product's three headers
 * (x-pagination-page, x-pagination-page-size, x-pagination-total): the platform may hold a page
 * smaller than the one asked for (its own largest page), so a reader walking the pages counts by
 * the answered size; a header missing or not a number falls back to what was asked and received.
 */
export function pageOf(
  headers: Headers,
  asked: { page: number; pageSize: number },
  received: number,
): { page: number; pageSize: number; total: number } {
  const pageSize = headerNumber(headers, 'x-pagination-page-size', asked.pageSize);
  return {
    page: headerNumber(headers, 'x-pagination-page', asked.page),
    pageSize,
    total: totalOf(headers, (asked.page - 1) * pageSize + received),
  };
}
