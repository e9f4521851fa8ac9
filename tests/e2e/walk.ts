// Walking the console's screens in one page: the side menu's screens, client-side navigation, and
// "settled" meaning no loader, no API request in flight and two quiet frames rather than fixed
// waits. Shared by the browser tests that look at every screen (a11y, language).
import type { Page, Request } from 'playwright-core';

/**
 * Counts the page's API requests (its fetches) and scripts in flight: a screen's code is a lazy
 * chunk, and until it arrives the router keeps the previous screen on the page.
 */
export function inflight(page: Page): () => number {
  let pending = 0;
  const api = (r: Request) => ['fetch', 'xhr', 'script'].includes(r.resourceType());
  page.on('request', (r) => {
    if (api(r)) pending++;
  });
  const done = (r: Request) => {
    if (api(r)) pending--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The screen has loaded: no loader or skeleton, no API request in flight, twice in a row. */
export async function settled(page: Page, pending: () => number): Promise<void> {
  const deadline = Date.now() + 8_000;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    await frames(page);
    const loading = await page.evaluate(
      () => !!document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
    );
    quiet = loading || pending() > 0 ? 0 : quiet + 1;
    if (!quiet) await page.waitForTimeout(30);
  }
}

/** Client-side navigation (no reload): react-router follows popstate. */
export async function go(page: Page, pending: () => number, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, pending);
}

/**
 * Every screen the side menu offers this user, as paths. Only one group is open at a time
 * (docs/product.md#routes): open each and collect its links.
 */
export async function menuScreens(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  const nav = page.getByRole('navigation');
  const links = new Set<string>();
  for (const group of (await nav.getByRole('button').allTextContents()).map((g) => g.trim()).filter(Boolean)) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await nav.getByRole('list', { name: group }).getByRole('link').first().waitFor();
    for (const href of await nav
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))
      links.add(href);
  }
  return [...links];
}

/** The create screen a list links to, if it has one. */
export function createLink(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll('main a[href]')].find((a) =>
      /\/create$/.test(new URL((a as HTMLAnchorElement).href).pathname),
    );
    return link ? new URL((link as HTMLAnchorElement).href).pathname : null;
  });
}

/** Opens a generated list's first record (edit or show) by its row; the record's path, or null. */
export async function openFirstRow(page: Page, pending: () => number): Promise<string | null> {
  const row = page.locator('main tr.RaDataTable-clickableRow').first();
  if (!(await row.count())) return null;
  const before = page.url();
  // The row itself, not a link or button in it; once more if a screen that has just drawn its
  // rows had not yet wired their clicks.
  for (let attempt = 0; attempt < 2 && page.url() === before; attempt++) {
    await row.evaluate((tr) => (tr as HTMLElement).click());
    await page
      .waitForURL((u) => u.href !== before, { timeout: 5_000 })
      .catch((e: unknown) => {
        if (attempt) throw e;
      });
  }
  await settled(page, pending);
  return new URL(page.url()).pathname;
}
