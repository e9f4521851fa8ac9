import fs from 'node:fs';

/**
 * The processes that launched the server: `npm start`, `npx tsx server/main.ts` and tsx itself
 * are a chain of npm, a shell and tsx above it. A signal to the first of them (`kill <pid>`)
 * ends that one; the shell does not pass it on, so tsx and the server would be left running,
 * holding the port and the data file. The server watches its launchers instead and ends with
 * the first of them to go. Linux only (/proc); elsewhere nothing is watched.
 */
const LAUNCHER = /^(node|npm|npx|sh|dash|tsx)\b/;

function parentOf(pid: number): { ppid: number; name: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": the name may hold spaces and parentheses, so from the last ")".
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { ppid, name };
  } catch {
    return null;
  }
}

/** The launcher processes above this one, nearest first: up the chain while they are node, npm or a shell. */
export function launcherChain(pid = process.pid): number[] {
  const chain: number[] = [];
  let at = parentOf(pid)?.ppid ?? 0;
  while (at > 1 && chain.length < 6) {
    const parent = parentOf(at);
    if (!parent || !LAUNCHER.test(parent.name)) break;
    chain.push(at);
    at = parent.ppid;
  }
  return chain;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Calls `gone` once, when a launcher of this process has ended; checked every `everyMs`. */
export function whenLaunchersEnd(gone: () => void, everyMs = 500): void {
  const chain = launcherChain();
  if (!chain.length) return;
  const timer = setInterval(() => {
    if (chain.every(alive)) return;
    clearInterval(timer);
    gone();
  }, everyMs);
  timer.unref();
}
