// The README's promise 15: axe-core (injected by Playwright) finds no serious or critical issue on
// any screen kind: sign-in, cabinets, not-found, and in the admin cabinet (every permission) every
// screen of the side menu — generated lists and bespoke pages — with, for the generated views, the
// resource's create form and its first record (edit or show), and the import dialog at each step. Fast enough for `npm test`: one page
// and client-side navigation, axe limited to the rules that can report a serious or critical
// issue (WCAG 2.0/2.1 A and AA, best practices), selectors computed only for a failing rule, and
// "settled" meaning no loader, no API request in flight and two quiet frames rather than fixed
// waits: 112 screens in 35–50 s on 2 busy cores. No rule is disabled and no node excluded.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { enterCabinet, screenshot, signIn, withApp, test } from './harness';
import { importSteps } from './importSteps';
import { createLink, go as goTo, inflight, menuScreens, openFirstRow, settled } from './walk';
import { openOperatorTools } from './operatorTools';

// Evaluated through the protocol rather than added as a <script>: the console's CSP (scenario 13)
// rightly refuses inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// Transitions off: axe must see a screen's colours at rest, not halfway through a fade.
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the current screen; returns its serious and critical violations. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE);
    await page.addStyleTag({ content: NO_MOTION });
  }
  return page.evaluate(async (tags) => {
    interface Node {
      target: string[];
      html: string;
      any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[];
    }
    interface Rule {
      id: string;
      impact?: string;
      tags: string[];
    }
    const axe = (
      window as unknown as {
        axe: {
          _audit: { rules: Rule[] };
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: Node[] }[] }>;
        };
      }
    ).axe;
    // Only the rules of these tags whose impact is serious or critical (a rule's impact is the
    // impact of its violations): the others could never fail this test, and cost time.
    const rules = axe._audit.rules
      .filter((r) => (r.impact === 'serious' || r.impact === 'critical') && r.tags.some((t) => tags.includes(t)))
      .map((r) => r.id);
    // No selectors for a clean screen (computing them is much of axe's time); the failing
    // rules are run again with them, for the report.
    const fast = await axe.run(document, {
      resultTypes: ['violations'],
      selectors: false,
      ancestry: false,
      xpath: false,
      runOnly: { type: 'rule', values: rules },
    });
    const failing = fast.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    if (!failing.length) return [];
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'rule', values: failing },
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 6).map((n) => {
          // No named helper functions in here: tsx would wrap them in a __name() the page lacks.
          const data = n.any.find((c) => c.data?.contrastRatio)?.data;
          return `${n.target.join(' ')} ${n.html.slice(0, 160)}${data ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : ''}`;
        }),
      }));
  }, TAGS);
}

test('axe: no serious or critical issue on any screen', async () => {
  await withApp('a11y', async ({ server, page }) => {
    const started = Date.now();
    const pending = inflight(page);
    const found: string[] = [];
    const screens: string[] = [];
    let auditMs = 0;
    let settleMs = 0;
    const check = async (screen: string) => {
      screens.push(screen);
      const t = Date.now();
      const findings = await audit(page);
      auditMs += Date.now() - t;
      for (const f of findings) found.push(`${screen}: [${f.impact}] ${f.id} — ${f.help} — ${f.targets.join(' | ')}`);
    };
    const go = async (path: string) => {
      const t = Date.now();
      await goTo(page, pending, path);
      settleMs += Date.now() - t;
    };

    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    await check('/auth/login');
    await page.goto(`${server.url}/error/404`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await check('/error/404');
    await signIn(page, server.url, 'admin', 'admin');
    await settled(page, pending);
    await check('/auth/cabinets');
    await screenshot(page, 'a11y-cabinets');
    await enterCabinet(page, 'Администратор платформы');
    await settled(page, pending);

    // Every screen of the side menu (the admin cabinet holds every permission).
    const menu = await menuScreens(page);
    await screenshot(page, 'a11y-menu');
    assert.ok(menu.length > 40, `menu screens: ${menu.length}`);
    for (const list of menu) {
      await go(list);
      await check(list);
      const create = await createLink(page);
      // A generated list's rows open the record (edit or show).
      const record = await openFirstRow(page, pending);
      if (record) await check(record);
      if (create) {
        await go(create);
        await check(create);
      }
    }
    // The import dialog at each of its steps, on the campaigns list.
    const campaigns = menu.find((p) => p.endsWith('/management/campaigns'));
    assert.ok(campaigns, 'the campaigns list is in the menu');
    await importSteps(page, pending, campaigns, check);
    console.log(
      `axe: ${screens.length} screens in ${Math.round((Date.now() - started) / 1000)} s (axe ${auditMs} ms, settle ${settleMs} ms)`,
    );
    assert.deepEqual(found, [], `axe found serious or critical issues:\n${found.join('\n')}`);
  });
});

test("axe: no serious or critical issue in the operator's tools (columns, views, bulk edit, search, inbox, history)", async () => {
  await withApp('a11y-tools', async ({ server, page }) => {
    const pending = inflight(page);
    const found: string[] = [];
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, 'Администратор платформы');
    await settled(page, pending);
    const opened = await openOperatorTools(page, pending, async (what) => {
      for (const f of await audit(page))
        found.push(`${what}: [${f.impact}] ${f.id} — ${f.help} — ${f.targets.join(' | ')}`);
    });
    console.log(`axe: ${opened} dialogs of the operator's tools`);
    assert.deepEqual(found, [], `axe found serious or critical issues:\n${found.join('\n')}`);
  });
});
