// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startServer, tempDir, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  const dist = tempDir();
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Кабинет</title>');
  // As the build writes it (scripts/vite/cabinetDocument.ts): the page naming the cabinet's chunks.
  fs.writeFileSync(
    path.join(dist, 'cabinet.html'),
    '<!doctype html><title>Кабинет</title><link rel="modulepreload" href="/assets/cabinet.js">',
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // As the build leaves them (scripts/vite/precompress.ts): compressed copies beside the file.
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  server = await startServer({ distDir: dist });
});
afterAll(async () => {
  await server.app.close();
});

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

  it("answers a cabinet's address with the page that names the cabinet's chunks, other pages without them", async () => {
    for (const url of ['/0123456789abcdef01234567', '/0123456789abcdef01234567/management/campaigns?page=2']) {
      const res = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('rel="modulepreload" href="/assets/cabinet.js"');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    for (const url of ['/', '/auth/login', '/cabinets', '/password/reset/abc', '/0123456789abcdef0123456/x']) {
      const res = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('<title>Кабинет</title>');
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it('sends the precompressed copy the browser accepts, as JavaScript under the console policy', async () => {
    const br = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const gz = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await server.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses API answers for a browser that accepts it, and sends them plain to one that does not', async () => {
    const { headers } = await session(server.app, 'admin', 'admin');
    const url = '/v2/campaigns?page=1&pageSize=25&sort=name&order=asc';
    const plain = await server.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const br = await server.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain("default-src 'none'");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await server.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A small answer is not worth it.
    const small = await server.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('lets browsers keep hash-named chunks and ask again for the page', async () => {
    expect((await server.app.inject({ url: '/assets/app.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/auth/login']) {
      const res = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
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
