import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy (the README's promise 13). Scripts only from the origin:
 * no inline script, no eval — the console compiles no JSON Schema in the browser (validators
 * are precompiled at build time, scripts/gen-validators.ts). Styles allow 'unsafe-inline':
 * MUI's emotion injects <style> tags at run time; that permits no script. Images and fonts
 * may be data: (the favicon), workers and downloads may be blob: (files built in the browser).
 */
const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never a document: nothing may run or be framed if one is opened. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Security headers on every answer: the console's policy on its HTML and scripts (a worker
 * runs under the policy of its own script), the strict one on everything else.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    // A 304 has no content type, and a browser merges its headers into the cached answer's:
    // a policy here would replace the console's with the API's on every revalidated reload.
    if (reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const console = type.startsWith('text/html') || type.includes('javascript');
    reply.header('content-security-policy', console ? CONSOLE_CSP : API_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });
}
