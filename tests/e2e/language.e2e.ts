// docs/product.md#product: the console speaks Russian only. One walk over every screen a user is
// offered — the sign-in and cabinet pages, every item of the side menu and, for each list, its
// create form, its first record and the record's other screens (show, edit, sub-screens) — reading
// visible text, `title`, `aria-label`, `placeholder` and `alt` for Latin words
// (tests/unit/language/latinText.ts), with the popups that cost one click opened (an
// autocomplete's options, a select's menu). As admin (every permission) and as agency.
//
// Demo data is not UI text: a Latin word counts as the record's own when the API sent it (every
// string of every /v2 answer of the walk: names, logins, URLs, ids, e-mails) — except the codes
// the schemas list as enum values, which the console must show by their Russian labels.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { Page } from 'playwright-core';
import { newPage, ROOT, screenshot, signIn } from './harness';
import { suite } from './suite';
import { createLink, go, inflight, menuScreens, openFirstRow, settled } from './walk';
import { PRODUCT_WORDS, type LatinText } from '../unit/language/latinText';
import { VARIANTS } from '../../src/variants';

const app = suite('language');

// The check runs in the page as it is in the unit tests: latinText.ts compiled to a script.
const CHECKER = transformSync(readFileSync(join(ROOT, 'tests/unit/language/latinText.ts'), 'utf8'), {
  loader: 'ts', format: 'iife', globalName: '__latinText',
}).code;

const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;

/** Every enum code of the schemas: shown raw, it is an untranslated label, not data. */
function enumCodes(): Set<string> {
  const codes = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'const' && typeof value === 'string') codes.add(value);
      else if (key === 'enum' && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && codes.add(v));
      else visit(value);
    }
  };
  for (const file of readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json'))) visit(JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')));
  return codes;
}
const ENUM_CODES = enumCodes();

/** The product's names (each deployment variant's, and the logo's letter): its brand, not English. */
const BRAND_WORDS = Object.values(VARIANTS).flatMap((v) => [...(v.productName.match(LATIN_WORD) ?? []), v.productName[0]]);

/**
 * Latin words of every string value the API answers with from now on (the page's fetches), read before the page gets
 * the answer (a response event may come after the page has dropped the body). A value that is a
 * schema's enum code is left out: the console must show its label.
 */
async function dataWords(page: Page): Promise<Set<string>> {
  const words = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (!ENUM_CODES.has(node)) for (const w of node.match(LATIN_WORD) ?? []) words.add(w);
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

/** The walk of one user: what it found, by screen. */
async function walk(page: Page, login: string, cabinetGroup: string): Promise<{ screens: number; found: string[] }> {
  const pending = inflight(page);
  const data = await dataWords(page);
  const found = new Map<string, string>(); // what → the first screen it was seen on
  let screens = 0;
  const check = async (screen: string) => {
    screens++;
    if (!(await page.evaluate(() => '__latinText' in window))) await page.evaluate(CHECKER);
    const allowed = [...PRODUCT_WORDS, ...BRAND_WORDS, ...data];
    const texts = await page.evaluate((words) => {
      const { latinTexts } = (window as unknown as { __latinText: typeof import('../unit/language/latinText') }).__latinText;
      const title = latinTexts(Object.assign(document.createElement('p'), { textContent: document.title }), new Set(words));
      return [...latinTexts(document.body, new Set(words)), ...title.map((t) => ({ ...t, where: 'document.title' }))];
    }, allowed);
    for (const t of texts as LatinText[]) {
      const what = `${t.where} «${t.text.slice(0, 120)}» (${t.words.join(', ')})`;
      if (!found.has(what)) found.set(what, `${login} ${screen}`);
    }
  };
  /** Opens the screen's first autocomplete or select, reads the popup, closes it. */
  const popup = async (screen: string) => {
    const opener = page.locator('main .MuiAutocomplete-popupIndicator, main [role="combobox"][aria-haspopup="listbox"]').first();
    if (!(await opener.count()) || !(await opener.isVisible())) return;
    // A screen that redraws its field while loading detaches it: the popup is a bonus, not the point.
    if (!(await opener.click({ timeout: 2_000 }).then(() => true, () => false))) return;
    await page.locator('[role="listbox"], .MuiAutocomplete-noOptions').first().waitFor({ timeout: 3_000 }).catch(() => undefined);
    await settled(page, pending);
    await check(`${screen} (список вариантов)`);
    await page.keyboard.press('Escape');
  };

  await page.goto(`${app.server.url}/auth/login`);
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
  await check('/auth/login');
  await signIn(page, app.server.url, login, login);
  await settled(page, pending);
  await check('/auth/cabinets');
  await page.locator('section', { has: page.getByText(cabinetGroup, { exact: true }) }).getByRole('button').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await settled(page, pending);

  const visited = new Set<string>();
  const visit = async (path: string | null, withPopup = false) => {
    if (!path || visited.has(path)) return false;
    visited.add(path);
    if (new URL(page.url()).pathname !== path) await go(page, pending, path);
    await check(path);
    if (withPopup) await popup(path);
    return true;
  };
  const menu = await menuScreens(page);
  assert.ok(menu.length > 5, `menu screens of ${login}: ${menu.length}`);
  for (const list of menu) {
    await visit(list, true);
    const create = await createLink(page);
    const record = await openFirstRow(page, pending);
    if (record) {
      visited.delete(record);
      await visit(record, true);
      // The record's other screens: links in the screen to paths under the record (show, edit, versions…).
      const id = record.split('/').pop()!;
      const others = await page.evaluate((id) => [...new Set([...document.querySelectorAll('main a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
        .filter((p) => p.split('/').includes(id)))], id);
      for (const other of others.slice(0, 3)) await visit(other);
    }
    await visit(create, true);
  }
  return { screens, found: [...found].map(([what, where]) => `${what} — ${where}`) };
}

app.scenario('no English on any screen: admin and agency, every menu screen, its create form and first record', async (page) => {
  const started = Date.now();
  const admin = await walk(page, 'admin', 'Администраторы');
  await screenshot(page, 'language-admin-last');
  const agencyPage = await newPage(app.browser);
  const agency = await walk(agencyPage, 'agency', 'Агентства').finally(() => agencyPage.context().close());
  const found = [...admin.found, ...agency.found];
  console.log(`language: ${admin.screens} + ${agency.screens} screens in ${Math.round((Date.now() - started) / 1000)} s`);
  assert.deepEqual(found, [], `English in the console (${found.length}):\n${found.join('\n')}`);
});
