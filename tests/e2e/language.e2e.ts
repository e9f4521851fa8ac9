// docs/product.md#product: the console speaks Russian only. One walk over every screen a user is
// offered — the sign-in and cabinet pages, every item of the side menu and, for each list, its
// create form, its first record and the record's other screens (show, edit, sub-screens) — reading
// visible text, `title`, `aria-label`, `placeholder` and `alt` for Latin words
// (tests/unit/layout/latinText.ts), with the popups that cost one click opened (an
// autocomplete's options, a select's menu), and the import dialog at each step. As admin (every
// permission) and as agency.
//
// Demo data is not UI text: a Latin word counts as the record's own when the API sent it (every
// string of every API answer of the walk: names, logins, URLs, ids, e-mails, a group's code).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { Page } from 'playwright-core';
import { enterCabinet, ROOT, signIn } from './harness';
import { openOperatorTools } from './operatorTools';
import { ADMIN_CABINET, suite } from './suite';
import { importSteps } from './importSteps';
import { createLink, go, inflight, menuScreens, openFirstRow, settled } from './walk';
import { PRODUCT_WORDS, type LatinText } from '../unit/layout/latinText';
import { VARIANTS } from '../../src/variants';

const app = suite('language');

// The check runs in the page as it is in the unit tests: latinText.ts compiled to a script.
const CHECKER = transformSync(readFileSync(join(ROOT, 'tests/unit/layout/latinText.ts'), 'utf8'), {
  loader: 'ts',
  format: 'iife',
  globalName: '__latinText',
}).code;

const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;

/** The product's names (each deployment variant's, and the logo's letter): its brand, not English. */
const BRAND_WORDS = Object.values(VARIANTS).flatMap((v) => [
  ...(v.productName.match(LATIN_WORD) ?? []),
  v.productName[0],
]);

/**
 * Latin words of every string value the API answers with from now on (the page's fetches), read before the page gets
 * the answer (a response event may come after the page has dropped the body). A value that is a
 * schema's enum code is left out: the console must show its label.
 */
async function dataWords(page: Page): Promise<Set<string>> {
  const words = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const w of node.match(LATIN_WORD) ?? []) words.add(w);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  await page.route('**/*', async (route) => {
    if (!['fetch', 'xhr'].includes(route.request().resourceType())) return route.continue();
    // Uncompressed, so that the body can be read here (the API compresses larger answers).
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    if ((response.headers()['content-type'] ?? '').includes('json')) visit(await response.json().catch(() => null));
    await route.fulfill({ response });
  });
  return words;
}

/** What a form opens with one click: [name, the opener, the popup it opens]. */
const POPUPS = [
  ['варианты', 'main .MuiAutocomplete-popupIndicator', '[role="listbox"], .MuiAutocomplete-noOptions'],
  ['список', 'main [role="combobox"][aria-haspopup="listbox"]', '[role="listbox"]'],
  ['календарь', 'main .MuiInputAdornment-root button', '[role="dialog"], .MuiPickersPopper-root'],
] as const;

/**
 * Reads the page as it is now for Latin words, each remembered with the first screen it was seen
 * on; `data` holds the words the API sent (dataWords), which are the records' own.
 */
function latinChecker(page: Page, login: string, data: Set<string>) {
  const found = new Map<string, string>(); // what → the first screen it was seen on
  let screens = 0;
  const check = async (screen: string) => {
    screens++;
    if (!(await page.evaluate(() => '__latinText' in window))) await page.evaluate(CHECKER);
    const allowed = [...PRODUCT_WORDS, ...BRAND_WORDS, ...data];
    const texts = await page.evaluate((words) => {
      const { latinTexts } = (window as unknown as { __latinText: typeof import('../unit/layout/latinText') })
        .__latinText;
      const title = latinTexts(
        Object.assign(document.createElement('p'), { textContent: document.title }),
        new Set(words),
      );
      return [...latinTexts(document.body, new Set(words)), ...title.map((t) => ({ ...t, where: 'document.title' }))];
    }, allowed);
    for (const t of texts as LatinText[]) {
      const what = `${t.where} «${t.text.slice(0, 120)}» (${t.words.join(', ')})`;
      if (!found.has(what)) found.set(what, `${login} ${screen}`);
    }
  };
  return {
    check,
    screens: () => screens,
    found: () => [...found].map(([what, where]) => `${what} — ${where}`),
  };
}

/** The walk of one user: what it found, by screen. */
async function walk(
  page: Page,
  login: string,
  cabinetGroup: string,
  everyRecord: boolean,
): Promise<{ screens: number; opened: Record<string, number>; found: string[] }> {
  const pending = inflight(page);
  const data = await dataWords(page);
  const { check, screens, found } = latinChecker(page, login, data);
  const opened: Record<string, number> = {};
  /** Opens the screen's first autocomplete, select and date picker in turn, reads each popup, closes it. */
  const popups = async (screen: string) => {
    for (const [what, opener, popup] of POPUPS) {
      const button = page.locator(opener).first();
      if (!(await button.count()) || !(await button.isVisible())) continue;
      // A screen that redraws its field while loading detaches it: the popups are a bonus, not the point.
      if (
        !(await button.click({ timeout: 2_000 }).then(
          () => true,
          () => false,
        ))
      )
        continue;
      await page
        .locator(popup)
        .first()
        .waitFor({ timeout: 3_000 })
        .catch(() => undefined);
      await settled(page, pending);
      await check(`${screen} (${what})`);
      opened[what] = (opened[what] ?? 0) + 1;
      await page.keyboard.press('Escape');
    }
  };

  await page.goto(`${app.server.url}/auth/login`);
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
  await check('/auth/login');
  await signIn(page, app.server.url, login, login);
  await settled(page, pending);
  await check('/auth/cabinets');
  await page
    .locator('section', { has: page.getByText(cabinetGroup, { exact: true }) })
    .getByRole('button')
    .first()
    .click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await settled(page, pending);

  const visited = new Set<string>();
  const visit = async (path: string | null, withPopup = false) => {
    if (!path || visited.has(path)) return false;
    visited.add(path);
    if (new URL(page.url()).pathname !== path) await go(page, pending, path);
    else await settled(page, pending);
    await check(path);
    if (withPopup) await popups(path);
    return true;
  };
  const menu = await menuScreens(page);
  assert.ok(menu.length > 5, `menu screens of ${login}: ${menu.length}`);
  for (const list of menu) {
    await visit(list);
    // The agency's generated screens are the admin's with less data: its menu screens are enough.
    if (!everyRecord) continue;
    const create = await createLink(page);
    const record = await openFirstRow(page, pending);
    if (record) {
      visited.delete(record);
      await visit(record);
      // The record's other screens: links in the screen to paths under the record (show, edit, versions…).
      const id = record.split('/').pop()!;
      const others = await page.evaluate(
        (id) => [
          ...new Set(
            [...document.querySelectorAll('main a[href]')]
              .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
              .filter((p) => p.split('/').includes(id)),
          ),
        ],
        id,
      );
      for (const other of others.slice(0, 2)) await visit(other);
    }
    await visit(create, true);
  }
  // The import dialog at each of its steps (the admin's walk: the agency's dialog is the same).
  const campaigns = menu.find((p) => p.endsWith('/management/campaigns'));
  if (everyRecord && campaigns) await importSteps(page, pending, campaigns, check);
  return { screens: screens(), opened, found: found() };
}

const report = (
  login: string,
  walked: { screens: number; opened: Record<string, number>; found: string[] },
  started: number,
) => {
  console.log(
    `language, ${login}: ${walked.screens} screens (popups opened: ${JSON.stringify(walked.opened)}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  assert.deepEqual(walked.found, [], `English in the console (${walked.found.length}):\n${walked.found.join('\n')}`);
};

app.scenario(
  "no English on any screen of admin: every menu screen, its create form, its first record and the record's other screens",
  async (page) => {
    const started = Date.now();
    report('admin', await walk(page, 'admin', 'Администраторы', true), started);
  },
);

app.scenario('no English on any menu screen of agency', async (page) => {
  const started = Date.now();
  report('agency', await walk(page, 'agency', 'Агентства', false), started);
});

app.scenario("no English on any menu screen of an account's cabinet (the viewer's)", async (page) => {
  const started = Date.now();
  report('viewer', await walk(page, 'viewer', 'Аккаунты', false), started);
});

// The operator's tools (columns, views, bulk edit and its preview, search, inbox, history) on a
// walk of their own: in the admin's walk they pushed it past its time limit on a loaded machine.
app.scenario("no English in the operator's tools (columns, views, bulk edit, search, inbox, history)", async (page) => {
  const pending = inflight(page);
  const data = await dataWords(page);
  const { check, found } = latinChecker(page, 'admin', data);
  await signIn(page, app.server.url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  await settled(page, pending);
  const opened = await openOperatorTools(page, pending, check);
  console.log(`language: ${opened} dialogs of the operator's tools`);
  assert.ok(opened >= 9, `dialogs opened: ${opened}`);
  assert.deepEqual(found(), [], `English in the operator's tools:\n${found().join('\n')}`);
});
