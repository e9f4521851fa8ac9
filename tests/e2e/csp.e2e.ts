// The README's promise 13: the console runs under a strict Content-Security-Policy. The header is
// on the console's HTML and on API answers; an injected inline script is refused (and no
// 'unsafe-eval' is granted);
// the built scripts hold no run-time compiler (`new Function`), and every precompiled
// validator loads and works under the policy. (Every other browser test also fails on any CSP
// violation: see recordCspViolations in harness.ts.)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, staticClosure, type Manifest } from '../../scripts/bundleBudget';
import { enterCabinet, newPage, ROOT, screenshot, signIn, takeCspViolations, withApp, test } from './harness';

const DIST = join(ROOT, 'dist');

function directives(header: string | null): Map<string, string[]> {
  assert.ok(header, 'the answer carries a Content-Security-Policy');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test('the built console compiles no code at run time', () => {
  const scripts = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 5, 'dist/ is built (npm run build)');
  // ajv's compiler (`new Function(…)` over generated source, its strict-mode messages) is gone:
  // validators are precompiled. (lodash's and function-bind's `Function(…)` fallbacks run only
  // where globalThis or Function.prototype.bind are missing, never in a browser we support.)
  const compiling = scripts.filter((f) => {
    const code = readFileSync(join(DIST, 'assets', f), 'utf8');
    return /new Function\(|[^.\w]eval\(|strict mode: unknown keyword|schema with key or id/.test(code);
  });
  assert.deepEqual(compiling, [], 'no chunk compiles a schema or builds functions from strings');
});

test('a strict CSP: header present, an injected inline script refused, every validator works, the first list within its budget', async () => {
  await withApp('csp', async ({ server, page }) => {
    const html = await fetch(`${server.url}/auth/login`, { headers: { accept: 'text/html' } });
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
    const policy = directives(html.headers.get('content-security-policy'));
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.ok(![...policy.values()].flat().includes("'unsafe-eval'"), 'no unsafe-eval anywhere');
    assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/i.test(await html.text()), 'index.html has no inline script');
    // A reload revalidates index.html: the 304 must not bring another policy into the cache.
    const etag = html.headers.get('etag');
    if (etag) {
      const again = await fetch(`${server.url}/auth/login`, {
        headers: { accept: 'text/html', 'if-none-match': etag },
      });
      const policy304 = again.headers.get('content-security-policy');
      assert.ok(
        again.status !== 304 || policy304 === null || policy304 === html.headers.get('content-security-policy'),
        `304 carries ${policy304}`,
      );
    }
    const api = await fetch(`${server.url}/v2/dictionaries/unknown`);
    assert.deepEqual(directives(api.headers.get('content-security-policy')).get('default-src'), ["'none'"]);
    assert.equal(api.headers.get('x-content-type-options'), 'nosniff');

    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
    assert.deepEqual(takeCspViolations(page), [], 'the sign-in page itself breaks no rule');

    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return w.injected === true ? 'выполнен' : 'запрещён';
    });
    assert.equal(outcome, 'запрещён', 'the injected inline script did not run');
    const refused = takeCspViolations(page);
    assert.ok(
      refused.some((v) => /script-src/.test(v) && /inline/.test(v)),
      `the inline script is reported: ${refused.join(' | ')}`,
    );

    // Every precompiled validator, loaded as the console loads it, answers under the policy.
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const validators = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/engine/generated/validators/'))
      .map(([key, chunk]) => ({ id: key.replace(/^.*\//, '').replace(/\.js$/, ''), url: `/${chunk.file}` }));
    assert.ok(validators.length >= 30, `a chunk per schema (${validators.length})`);
    const answers = await page.evaluate(async (list) => {
      const result: Record<string, string> = {};
      for (const { id, url } of list) {
        const module = (await import(/* @vite-ignore */ url)) as {
          default: ((data: unknown) => boolean) & { errors?: unknown[] | null };
        };
        try {
          // A string field makes the validator call ajv's helpers (string length, formats).
          const valid = module.default({ name: 'Ромашка', login: 'a b', unexpected: [1, 2, 3] });
          result[id] = valid ? 'valid' : `${module.default.errors?.length ?? 0} errors`;
        } catch (error) {
          result[id] = `throws: ${(error as Error).message}`;
        }
      }
      return result;
    }, validators);
    assert.equal(Object.keys(answers).length, validators.length);
    assert.deepEqual(
      Object.entries(answers).filter(([, a]) => a.startsWith('throws')),
      [],
      'no validator throws',
    );
    assert.match(answers.campaign, /^[1-9]\d* errors$/, 'a campaign without its required fields is refused');
    assert.match(answers.account, /^[1-9]\d* errors$/);
    assert.deepEqual(takeCspViolations(page), [], 'no validator needs eval');
    await screenshot(page, 'csp-login');

    // The budgets count what a browser really loads: opening a cabinet's campaigns list fetches
    // no script outside the closure the «shell + first list» budget measures.
    const user = await newPage(page.context().browser()!);
    const scripts = new Set<string>();
    user.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path.slice(1));
    });
    await signIn(user, server.url, 'admin', 'admin');
    await enterCabinet(user, 'Администратор платформы');
    const base = new URL(user.url()).pathname.split('/').slice(0, 2).join('/');
    // The page's first Intl formatter or collation loads the browser's ICU data (30–50 ms): the
    // first list writes its numbers and sorts without them (src/engine/fields/russianNumber.ts,
    // src/shims/buildFormatNumber.ts, the catalog's file order, distinct menu orders).
    // A string, not a function: tsx's name helpers in a serialised function do not exist in the page.
    await user.addInitScript(`
      const built = window.intlBuilt = [];
      const count = (what) => built.push(what + ' ' + (new Error().stack || '').split('\\n')[3]?.trim());
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator']) {
        const Real = Intl[name];
        Intl[name] = new Proxy(Real, { construct: (target, args) => (count(name), Reflect.construct(target, args)), apply: (target, self, args) => (count(name), Reflect.apply(target, self, args)) });
      }
      String.prototype.localeCompare = new Proxy(String.prototype.localeCompare, { apply: (target, self, args) => (count('localeCompare'), Reflect.apply(target, self, args)) });
    `);
    const served = await (await user.goto(`${server.url}${base}/management/campaigns`))!.text();
    await user.getByRole('columnheader', { name: /Тип креативов/ }).waitFor();
    await user.getByRole('row').nth(2).waitFor();
    await user.waitForLoadState('networkidle');
    assert.match(
      await user.getByRole('row').nth(2).innerText(),
      /\d\u00a0\d{3},\d{2}/,
      'budgets are written the Russian way',
    );
    assert.deepEqual(
      await user.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
      [],
      'the first list loads no ICU data',
    );
    const shell = BUDGETS.closures.find((b) => b.entries.includes('src/layout/CabinetAdmin.tsx'))!;
    const counted = new Set(staticClosure(manifest as Manifest, shell.entries).map((k) => manifest[k].file));
    // The sign-in and cabinet-selection pages came first; their own chunks are lazy screens.
    const screens = new Set(
      ['src/pages/signIn/LoginPage.tsx', 'src/pages/cabinets/CabinetsPage.tsx'].flatMap((entry) =>
        staticClosure(manifest as Manifest, [entry]).map((k) => manifest[k].file),
      ),
    );
    // Opened by its address, the page itself names the cabinet's chunks (cabinet.html), so the
    // browser fetches them with the entry chunk instead of after it has run.
    const cabinetChunk = manifest['src/layout/CabinetAdmin.tsx'].file;
    assert.ok(
      served.includes(`<link rel="modulepreload" crossorigin href="/${cabinetChunk}">`),
      "the page of a cabinet address preloads the cabinet's chunk",
    );
    // Once the rows are shown, the list asks for the record screens' code when the browser is
    // idle (src/engine/recordScreens.tsx): a click on a row then opens its form without waiting.
    const recordScreens = staticClosure(manifest as Manifest, ['src/engine/views/GenericEditors.tsx']).map(
      (k) => manifest[k].file,
    );
    const editors = manifest['src/engine/views/GenericEditors.tsx'].file;
    for (let waited = 0; !scripts.has(editors) && waited < 10_000; waited += 100) await user.waitForTimeout(100);
    assert.ok(scripts.has(editors), "the list asks for the record screens' code once its rows are shown");
    const afterRows = new Set(recordScreens);
    const outside = [...scripts].filter((f) => !counted.has(f) && !screens.has(f) && !afterRows.has(f));
    assert.deepEqual(outside, [], 'the first list loads only scripts its budget counts');
    const loaded = [...scripts]
      .filter((f) => counted.has(f))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f))).length, 0);
    assert.ok(
      loaded <= shell.limit,
      `the first list loaded ${(loaded / 1024).toFixed(1)} KB gzip (budget ${shell.limit / 1024} KB)`,
    );
    await screenshot(user, 'csp-campaigns-list');
  });
});
