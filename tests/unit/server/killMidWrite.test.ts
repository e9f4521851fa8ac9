// @vitest-environment node
// The README's promise 14: the reference API killed (SIGKILL, no shutdown hook) while clients are
// writing, then started again on the same data dir: every write it acknowledged (2xx) is there,
// whole, and nothing half-written is. A real process, not app.inject: only a real kill shows
// what reached the disk.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const MARK = 'Крах-тест';
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-kill-'));

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `tsx server/main.ts` on the shared data dir, in its own process group; resolves once healthy. */
async function start(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), KABINET_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const { token } = (await (
    await fetch(`${url}/v2/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'admin' }),
    })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const cabinets = (await (await fetch(`${url}/v2/users/cabinets`, { headers: auth })).json()) as {
    id: string;
    cabinetType: string;
  }[];
  return { ...auth, cabinet: cabinets.find((c) => c.cabinetType === 'admin')!.id, 'content-type': 'application/json' };
}

describe('the reference API killed mid-write', () => {
  it('keeps every acknowledged write, whole, and no half-written record', async () => {
    const first = await start();
    const headers = await adminHeaders(first.url);
    const acknowledged = new Map<string, string>(); // id → name
    const renamed = new Map<string, string>(); // id → name acknowledged by a PATCH
    let n = 0;
    let killed = false;
    // Four writers in a loop: a create, then an update of what was created.
    const writer = async () => {
      while (!killed) {
        const name = `${MARK} ${++n} ${'ж'.repeat(200)}`;
        try {
          const created = await fetch(`${first.url}/v2/agencies/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, serviceModel: 'selfService', currency: 'rub', comment: 'x'.repeat(900) }),
          });
          if (created.status !== 201) continue;
          const { id } = (await created.json()) as { id: string };
          acknowledged.set(id, name);
          const patched = await fetch(`${first.url}/v2/agencies/${id}`, {
            method: 'PATCH',
            headers: { ...headers, 'if-match': '1' },
            body: JSON.stringify({ name: `${name} (изменено)` }),
          });
          if (patched.status === 200) renamed.set(id, `${name} (изменено)`);
        } catch {
          // the server is gone: this write was never acknowledged
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));
    process.kill(-first.child.pid!, 'SIGKILL'); // mid-write: the writers are still sending
    killed = true;
    await Promise.all(writers);
    await new Promise<void>((r) =>
      first.child.exitCode !== null || first.child.signalCode !== null ? r() : first.child.once('exit', () => r()),
    );

    // The file itself is sound before anyone repairs anything.
    const db = new Database(path.join(dataDir, 'kabinet.db'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const second = await start();
    const again = await adminHeaders(second.url);
    const response = await fetch(`${second.url}/v2/agencies?pageSize=1000&search=${encodeURIComponent(MARK)}`, {
      headers: again,
    });
    const stored = (await response.json()) as {
      id: string;
      name: string;
      comment?: string;
      serviceModel?: string;
      currency?: string;
      version: number;
    }[];
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const [id, name] of acknowledged) {
      const record = byId.get(id);
      expect(record, `acknowledged agency ${id} is missing`).toBeDefined();
      expect(record!.name).toBe(renamed.get(id) ?? (record!.version === 2 ? `${name} (изменено)` : name));
    }
    // Nothing half-written: every stored record is whole (a create it never acknowledged may be
    // there, whole, because the kill came between the commit and the answer).
    for (const record of stored) {
      expect(record.name).toMatch(new RegExp(`^${MARK} \\d+ ж{200}( \\(изменено\\))?$`));
      expect(record).toMatchObject({ serviceModel: 'selfService', currency: 'rub', comment: 'x'.repeat(900) });
    }
    expect(stored.length - acknowledged.size).toBeLessThanOrEqual(4);
    process.kill(-second.child.pid!, 'SIGKILL');
  }, 120_000);
});
