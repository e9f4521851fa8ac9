// A session that expires while a form is open (idle limit set to a few seconds here) behaves like
// any lost session: the save's 401 leads to sign-in, and signing in again brings back the form
// with everything typed.
import assert from 'node:assert/strict';
import { enterCabinet, firstDataRow, signIn } from './harness';
import { ADMIN_CABINET, suite } from './suite';

const IDLE_SECONDS = 8;
const app = suite('session-expiry', { KABINET_SESSION_IDLE_SECONDS: String(IDLE_SECONDS) });
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

app.scenario(
  'a session that expired while editing: sign in again and the form comes back with the draft',
  async (page) => {
    await signIn(page, app.server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
    await page.goto(`${app.server.url}${base}/management/accounts`);
    await firstDataRow(page).click();
    await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
    const editUrl = new URL(page.url()).pathname;
    const name = page.getByLabel(label('Название'));
    await name.fill('Набрано до истечения сессии');

    // Nothing is asked of the server while the user is away: the session expires.
    await page.waitForTimeout((IDLE_SECONDS + 1) * 1000);
    const refused = page.waitForResponse((r) => r.status() === 401);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    assert.equal((await (await refused).json()).message, 'Сессия истекла. Войдите снова');
    await page.waitForURL((u) => u.pathname === '/auth/login');
    await page.getByText('Сессия завершена. Войдите снова, чтобы продолжить работу').waitFor();

    await page.getByLabel(label('Логин')).fill('admin');
    await page.getByLabel(label('Пароль')).fill('admin');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((u) => u.pathname === editUrl);
    await page.getByText('Восстановлены несохранённые изменения').waitFor();
    assert.equal(await name.inputValue(), 'Набрано до истечения сессии');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновлен|Изменения сохранены/)
      .first()
      .waitFor();
  },
);
