// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers';

/**
 * Stopping the reference API by the process a developer started — `kill <pid>` of `npx tsx
 * server/main.ts &`, of `npm run serve`, or Ctrl+C, of `npm run dev` too — ends all of it: npm,
 * the shell, tsx and the server, which closes its data file (and Vite with it). Real processes,
 * as a developer runs them.
 */
let dataDir: string;

beforeAll(async () => {
  // A seeded data folder, so that the start takes seconds, not a seeding.
  const seeded = await startServer();
  await seeded.app.close();
  dataDir = seeded.dir;
}, 300_000);

/** Every process below `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (running(pid)) process.kill(pid, 'SIGKILL');
});

async function startAndStop(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  env: Record<string, string> = {},
): Promise<number[]> {
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', KABINET_DATA_DIR: dataDir, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 200_000;
  while (!output.includes('Kabinet: ') && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`ended before it started:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(output).toContain('Kabinet: ');
  const tree = descendants(child.pid!);
  started.push(child.pid!, ...tree);
  // npm, a shell, tsx and the server at least.
  expect(tree.length).toBeGreaterThanOrEqual(2);
  child.kill(signal);
  const until = Date.now() + 30_000;
  while ([child.pid!, ...tree].some(running) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  return [child.pid!, ...tree].filter(running);
}

describe('the reference API ends whole', () => {
  it('when the npx of a plain start is killed (SIGTERM)', async () => {
    expect(await startAndStop('npx', ['tsx', 'server/main.ts'], 'SIGTERM')).toEqual([]);
  }, 300_000);

  it('when npm run serve is interrupted (SIGINT)', async () => {
    expect(await startAndStop('npm', ['run', 'serve'], 'SIGINT')).toEqual([]);
  }, 300_000);

  it('with the console of npm run dev, when it is interrupted (SIGINT)', async () => {
    // The API's own port, free now (its 8080 may be a developer's running Kabinet).
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    expect(await startAndStop('npm', ['run', 'dev'], 'SIGINT', { KABINET_API_PORT: String(port) })).toEqual([]);
  }, 300_000);
});
