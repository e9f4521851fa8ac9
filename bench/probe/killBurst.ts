import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/child';

/**
 * A write burst with the reference API killed (SIGKILL, no shutdown hook) in the middle, then a
 * restart on the same data: how many writes it had acknowledged (2xx) are missing. A real
 * process over HTTP: only a real kill shows what reached the disk.
 */
export interface KillBurst {
  kills: number;
  acknowledged: number;
  lost: number;
}

const MARK = 'Проба-краш';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `tsx server/main.ts` on the data dir, in its own process group; resolves once healthy. */
async function start(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), KABINET_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${url}/v2/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'admin' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const cabinets = (await (await fetch(`${url}/v2/users/cabinets`, { headers: auth })).json()) as {
    id: string;
    cabinetType: string;
  }[];
  return { ...auth, cabinet: cabinets.find((c) => c.cabinetType === 'admin')!.id, 'content-type': 'application/json' };
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });

/** `kills` bursts of four writers (a create, then a change of it), each killed after `perKill` acknowledgements. */
export async function killBurst(kills: number, perKill: number): Promise<KillBurst> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-probe-kill-'));
  const acknowledged = new Map<string, string>(); // id → the name last acknowledged
  let n = 0;
  try {
    for (let k = 0; k < kills; k++) {
      const server = await start(dataDir);
      const headers = await adminHeaders(server.url);
      let stopped = false;
      let acks = 0;
      const writer = async () => {
        while (!stopped) {
          const name = `${MARK} ${++n} ${'ж'.repeat(200)}`;
          try {
            const created = await fetch(`${server.url}/v2/agencies/`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ name, serviceModel: 'selfService', currency: 'rub' }),
            });
            if (created.status !== 201) continue;
            const { id } = (await created.json()) as { id: string };
            acknowledged.set(id, name);
            acks++;
            const patched = await fetch(`${server.url}/v2/agencies/${id}`, {
              method: 'PATCH',
              headers: { ...headers, 'if-match': '1' },
              body: JSON.stringify({ name: `${name} (изменено)` }),
            });
            if (patched.status === 200) acknowledged.set(id, `${name} (изменено)`);
          } catch {
            // the server is gone: this write was never acknowledged
          }
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      while (acks < perKill) await new Promise((r) => setTimeout(r, 10));
      await kill(server.child); // mid-write: the writers are still sending
      stopped = true;
      await Promise.all(writers);
    }
    const server = await start(dataDir);
    const headers = await adminHeaders(server.url);
    const found = (await (
      await fetch(`${server.url}/v2/agencies?pageSize=1000&search=${encodeURIComponent(MARK)}`, { headers })
    ).json()) as { id: string; name: string }[];
    const stored = new Map(found.map((a) => [a.id, a.name]));
    // A change sent but never answered may or may not be there: only an acknowledged one must be.
    const lost = [...acknowledged].filter(
      ([id, name]) => stored.get(id) !== name && stored.get(id) !== `${name} (изменено)`,
    ).length;
    await kill(server.child);
    return { kills, acknowledged: acknowledged.size, lost };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
