// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  const dist = tempDir();
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Кабинет</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  server = await startServer({ distDir: dist });
});
afterAll(async () => { await server.app.close(); });

describe('serving the console', () => {
  it('healthz', async () => {
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves files and falls back to index.html for console routes', async () => {
    expect((await server.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/auth/login', '/password/reset/abc', '/0123456789abcdef01234567/management/accounts']) {
      const res = await server.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Кабинет</title>');
    }
  });

  it('keeps API misses and missing files as 404', async () => {
    const api = await server.app.inject({ url: '/v2/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Адрес не найден');
    expect((await server.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/auth/login' })).statusCode).toBe(404);
    // A legacy API path outside /v2, called as the console calls (JSON), is a JSON 404 too.
    const legacy = await server.app.inject({ url: '/campaign/nothing-here', headers: { accept: 'application/json' } });
    expect(legacy.statusCode).toBe(404);
    expect(legacy.json().message).toBe('Адрес не найден');
  });
});
