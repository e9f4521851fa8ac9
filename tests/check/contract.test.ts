// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { runContract } from '../../scripts/lib/contract/run';
import { tempDir } from '../unit/server/helpers';

// `npm run contract` against the reference API started here on a free port: every read of the
// console matches the schemas and the contract document; a deliberately broken answer is reported
// in Russian with its JSON path, by both, and fails the run; and the probe sends nothing but reads.

const app = buildServer({ seed: true, dataDir: tempDir() });
const methods: string[] = [];
let breakAnswers = false;

app.addHook('onRequest', async (request) => {
  methods.push(`${request.method} ${request.url.split('?')[0]}`);
});
// The broken copy of an answer: one companion's name is a number and the list loses its total.
app.addHook('onSend', async (request, reply, payload) => {
  if (!breakAnswers || request.method !== 'GET' || request.url.split('?')[0] !== '/v2/companions') return payload;
  reply.removeHeader('x-pagination-total');
  const records = JSON.parse(String(payload)) as Record<string, unknown>[];
  records[1] = { ...records[1], name: 42, dimensions: '1x1' };
  return JSON.stringify(records);
});

let url = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => app.close());

async function run(login = 'admin') {
  let text = '';
  const code = await runContract(
    { url, login, password: login },
    {
      root: process.cwd(),
      print: (t) => {
        text += t;
      },
    },
  );
  return { code, text };
}

describe('npm run contract', () => {
  it('finds every answer of the reference API in line with the schemas, and only reads', async () => {
    methods.length = 0;
    const { code, text } = await run();
    expect(text).toContain('все соответствуют схемам');
    expect(code).toBe(0);
    // Lists, one record each and the dictionaries, derived from resources/ and the dictionary calls.
    expect(text).toContain('✓ GET /v2/companions?page=1&pageSize=5: 200');
    expect(text).toMatch(/✓ GET \/v2\/ssp\/[a-z_]+: 200/);
    expect(text).toContain('✓ GET /dictionary/ssp: 200');
    expect(Number(/проверено ответов (\d+)/.exec(text)?.[1])).toBeGreaterThan(60);
    expect(methods.filter((m) => !m.startsWith('GET '))).toEqual(['POST /v2/users/sign-in', 'POST /v2/users/sign-out']);
  }, 120_000);

  it('reports a broken answer with its JSON path by the schemas and by the contract document, the missing paging header and a count per resource, and fails', async () => {
    breakAnswers = true;
    try {
      const { code, text } = await run();
      expect(code).toBe(1);
      expect(text).toMatch(/✗ GET \/v2\/companions\?page=1&pageSize=5: 200, расхождений: \d+/);
      expect(text).toContain('заголовок x-pagination-total: отсутствует');
      expect(text).toContain('/1/name: Неверный тип значения');
      expect(text).toContain('/1/dimensions: Выберите значение из списка');
      // The same answer held against the contract document (dist/openapi.json), by path and field.
      expect(text).toContain('документ openapi.json: ответ /1/name: должно быть string');
      expect(text).toContain('документ openapi.json: ответ /1/dimensions:');
      expect(text).toMatch(/Расхождения по ресурсам: companions — \d+\./);
    } finally {
      breakAnswers = false;
    }
  }, 120_000);

  it('skips what the cabinet may not read, and says why it could not run', async () => {
    const viewer = await run('viewer');
    expect(viewer.text).toContain('— GET /v2/users: пропущено, нет доступа в этом кабинете');
    // A dictionary the platform reads only for a permission (a panel provider's categories) is skipped alike.
    expect(viewer.text).toContain('— GET /categorizer/categories?provider=omi: пропущено, нет доступа в этом кабинете');
    expect(viewer.code).toBe(0);
    let text = '';
    expect(
      await runContract(
        { url, login: 'viewer', password: 'не тот' },
        {
          root: process.cwd(),
          print: (t) => {
            text = t;
          },
        },
      ),
    ).toBe(2);
    expect(text).toBe(
      'Проверка контракта не выполнена: Не удалось войти как viewer: ответ 401 Неверный логин или пароль',
    );
    expect(
      await runContract(
        { url },
        {
          root: process.cwd(),
          print: (t) => {
            text = t;
          },
        },
      ),
    ).toBe(2);
    expect(text).toContain(
      'не заданы переменные окружения KABINET_CONTRACT_LOGIN (логин), KABINET_CONTRACT_PASSWORD (пароль)',
    );
  }, 120_000);
});
