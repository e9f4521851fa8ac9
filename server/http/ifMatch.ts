import type { FastifyRequest } from 'fastify';

/**
 * The version the client changed, from If-Match ("3", "\"3\"", W/"3"); null when none is sent or
 * `*` (any version). An unparseable one matches no version, so the change is refused with 409.
 */
export function ifMatch(req: FastifyRequest): number | null {
  const raw = req.headers['if-match'];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text || text === '*') return null;
  const n = Number(text.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) ? n : -1;
}
