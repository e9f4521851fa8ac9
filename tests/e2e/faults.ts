// Fault injection for the resilience browser tests (the README's promises): a flaky or slow network by
// Playwright routing, records with hostile names through the API, and a recorder of every table
// row the page ever showed. Kept apart from harness.ts, which other suites own.
import type { Page, Request, Route } from 'playwright-core';

/** MUI marks required fields with " *"; match a label with or without it. */
export const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The /{cabinetId} prefix of the page's current path. */
export const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** The API headers of the page's session (token from localStorage, cabinet from sessionStorage). */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
    cabinet: sessionStorage.getItem('kabinet.cabinetId') ?? '',
    'content-type': 'application/json',
  }));
}

/** Calls the reference API directly, as another client would (not through the page). */
export async function api<T = unknown>(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

type Matcher = (request: Request) => boolean;

/** Requests of one method to one API path prefix (e.g. PATCH /v2/accounts/…). */
export const apiCall =
  (method: string, pathPrefix: string): Matcher =>
  (request) =>
    request.method() === method && new URL(request.url()).pathname.startsWith(pathPrefix);

/**
 * Holds every matching request for `delayMs` before letting it through, and counts them.
 * Returns the list of requests seen and a function that removes the delay.
 */
export async function slowDown(page: Page, match: Matcher, delayMs: number) {
  const seen: string[] = [];
  const handler = async (route: Route) => {
    if (!match(route.request())) return route.fallback();
    seen.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await new Promise((done) => setTimeout(done, delayMs));
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  };
  await page.route('**/v2/**', handler);
  return { seen, restore: () => page.unroute('**/v2/**', handler) };
}

/**
 * The network drops matching requests as a lost connection would (no answer at all), and
 * counts them. `restore` brings the network back.
 */
export async function dropRequests(page: Page, match: Matcher) {
  const dropped: string[] = [];
  const handler = async (route: Route) => {
    if (!match(route.request())) return route.fallback();
    dropped.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.abort('internetdisconnected');
  };
  await page.route('**/v2/**', handler);
  return { dropped, restore: () => page.unroute('**/v2/**', handler) };
}

/** Counts the matching requests the server answered (a request lost offline is not counted). */
export function countAnswered(page: Page, match: Matcher): string[] {
  const answered: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (match(request)) answered.push(`${request.method()} ${new URL(request.url()).pathname} ${response.status()}`);
  });
  return answered;
}

declare global {
  interface Window {
    /** Every table row text the page showed, with the path it was shown on (see recordRows). */
    __rows?: { path: string; text: string }[];
    /** Set by a hostile name's script if it ever runs. */
    __xss?: number;
  }
}

/**
 * From the first script of every page on, notes the text of every table row the page shows,
 * with the path it is shown on: a MutationObserver sees each row the moment it enters the DOM,
 * and a requestAnimationFrame sampler reads the rows right before every paint, so a stale row
 * left on screen for one frame after the address changed is noted too.
 */
export async function recordRows(page: Page): Promise<void> {
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  await page.addInitScript(`(() => {
    const seen = new Set();
    window.__rows = [];
    const note = (row) => {
      const entry = { path: location.pathname, text: row.textContent || '' };
      const key = entry.path + '\\u0001' + entry.text;
      if (seen.has(key)) return;
      seen.add(key);
      window.__rows.push(entry);
    };
    const noteAll = (root) => root.querySelectorAll('tr').forEach(note);
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        m.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches('tr')) note(node);
          noteAll(node);
        });
        const target = m.target instanceof Element ? m.target : m.target.parentElement;
        const row = target && target.closest('tr');
        if (row) note(row); // a row React reused with new text
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    const sample = () => {
      noteAll(document);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  })();`);
}

/** Names that run script if they are ever rendered as HTML; each sets window.__xss. */
export const HOSTILE_NAMES = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"></svg>',
] as const;
