import type { FastifyReply } from 'fastify';

/**
 * List answers beyond the generic CRUD's: the contract's x-pagination headers, a custom list's
 * page and page size read as leniently as the generic lists read them, and the page sent.
 */

const PAGINATION_HEADERS = ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'];

/** The contract's paging headers on a list answer (exposed to the browser). */
export function setPageHeaders(reply: FastifyReply, page: { page: number; pageSize: number }, total: number): void {
  reply.headers({
    'x-pagination-page': String(page.page),
    'x-pagination-page-size': String(page.pageSize),
    'x-pagination-total': String(total),
    'access-control-expose-headers': PAGINATION_HEADERS.join(', '),
  });
}

/** page/pageSize of a custom list, lenient like the generic ones (default 25, at most 1000). */
export function paging(query: unknown): { page: number; pageSize: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const int = (v: unknown, fallback: number, max: number) => {
    const n = Number.parseInt(String(Array.isArray(v) ? v[0] : (v ?? '')), 10);
    return Number.isFinite(n) ? Math.min(Math.max(n, 1), max) : fallback;
  };
  return { page: int(q.page, 1, Number.MAX_SAFE_INTEGER), pageSize: int(q.pageSize, 25, 1000) };
}

/** A list answer as the generic CRUD gives it: the page and the x-pagination headers. */
export function sendPage(
  reply: FastifyReply,
  page: { page: number; pageSize: number },
  total: number,
  rows: unknown[],
) {
  setPageHeaders(reply, page, total);
  return reply.send(rows);
}
