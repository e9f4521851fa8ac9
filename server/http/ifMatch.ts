import type { FastifyRequest } from 'fastify';

/** The If-Match header as sent, trimmed; undefined when none is. */
function ifMatchText(req: FastifyRequest): string | undefined {
  const raw = req.headers['if-match'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
}

/**
 * The version the client changed, from If-Match ("3", "\"3\"", W/"3"); null when none is sent or
 * `*` (any version). An unparseable one matches no version, so the change is refused with 409.
 */
export function ifMatch(req: FastifyRequest): number | null {
  const text = ifMatchText(req);
  if (!text || text === '*') return null;
  const n = Number(text.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) ? n : -1;
}

/** The version a record's edit was made on: If-Match (`*` = any), else the body's `version`. */
export function editedVersion(req: FastifyRequest): number | null {
  if (ifMatchText(req)) return ifMatch(req);
  const body = req.body as { version?: unknown } | undefined;
  return typeof body?.version === 'number' ? body.version : null;
}
