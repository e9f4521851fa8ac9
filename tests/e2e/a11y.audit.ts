// Issue 8, scenario 15: axe-core finds no serious or critical issue on any screen — sign-in,
// cabinets, not-found, and in the admin cabinet every menu screen with its create form and its
// first record. One page, client-side navigation, no screenshots.
// NOT YET IN `npm test` (hence .audit.ts, not .e2e.ts): on 96 screens it still finds the side
// menu's list/group roles, colour contrast of the avatar, secondary text and warning/error
// buttons, react-admin's row checkboxes, and icon buttons whose aria-label hides their text; and
// it takes ~160 s here. Run it by hand:
//   npx vite build && npx tsx --test --test-timeout=300000 tests/e2e/a11y.audit.ts
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { enterCabinet, signIn, withApp } from './harness';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding { id: string; impact: string; help: string; targets: string[] }

/** Runs axe on the current screen; returns its serious and critical violations. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}

/** Client-side navigation (no reload): react-router follows popstate. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/** The screen has loaded: no loader left, and the DOM has been quiet for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(150);
}

test('axe: no serious or critical issue on any screen', async () => {
  await withApp('a11y', async ({ server, page }) => {
    const found: string[] = [];
    const check = async (screen: string) => {
      for (const f of await audit(page)) found.push(`${screen}: [${f.impact}] ${f.id} — ${f.help} — ${f.targets.join(' | ')}`);
    };
    const screens: string[] = [];

    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    await check('/auth/login');
    await page.goto(`${server.url}/error/404`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await check('/error/404');
    await signIn(page, server.url, 'admin', 'admin');
    await settled(page);
    await check('/auth/cabinets');
    await enterCabinet(page, 'Администратор платформы');
    await settled(page);

    // Every screen of the side menu (the admin cabinet holds every permission).
    // Only one group is open at a time (SPEC §2): open each and collect its links.
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    const nav = page.getByRole('navigation');
    const links = new Set<string>();
    const groups = await nav.getByRole('button').allTextContents();
    for (const group of groups.filter((g) => g.trim())) {
      await nav.getByRole('button', { name: group.trim(), exact: true }).click().catch(() => undefined);
      await page.waitForTimeout(250);
      for (const href of await nav.locator('a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) links.add(href);
    }
    const menu = [...links];
    assert.ok(menu.length > 20, `menu screens: ${menu.length}`);
    for (const list of menu) {
      await go(page, list);
      screens.push(list);
      await check(list);
      const create = await page.evaluate(() => {
        const link = [...document.querySelectorAll('main a[href]')].find((a) => /\/create$/.test(new URL((a as HTMLAnchorElement).href).pathname));
        return link ? new URL((link as HTMLAnchorElement).href).pathname : null;
      });
      const row = page.locator('main table tbody tr').first();
      if (await row.count()) {
        const before = page.url();
        await row.click({ position: { x: 60, y: 10 } }).catch(() => undefined);
        await page.waitForURL((u) => u.href !== before, { timeout: 2_000 }).catch(() => undefined);
        if (page.url() !== before) {
          await settled(page);
          screens.push(new URL(page.url()).pathname);
          await check(new URL(page.url()).pathname);
          await page.keyboard.press('Escape'); // a dialog a row may open
        }
      }
      if (create) {
        await go(page, create);
        screens.push(create);
        await check(create);
      }
    }
    console.log(`axe: ${screens.length + 3} screens`);
    assert.deepEqual(found, [], `axe found serious or critical issues:\n${found.join('\n')}`);
  });
});
