import assert from 'node:assert/strict';
import { launchBrowser, newPage, screenshot, withApp, test } from './harness';

test('chromium starts and renders a Russian page', async () => {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    const html =
      '<html lang="ru"><title>Проверка</title><body><h1>Личный кабинет</h1><button>Войти</button></body></html>';
    await page.goto(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
    assert.equal(await page.title(), 'Проверка');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Личный кабинет');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await screenshot(page, 'smoke-chromium');
  } finally {
    await browser.close();
  }
});

test('the site root leads to the sign-in page', async () => {
  await withApp('smoke-root', async ({ server, page }) => {
    await page.goto(`${server.url}/`);
    await page.waitForURL((u) => u.pathname === '/auth/login');
    await page.getByText('Войти', { exact: true }).first().waitFor();
    await screenshot(page, 'smoke-login');
  });
});
