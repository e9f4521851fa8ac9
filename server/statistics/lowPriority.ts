import fs from 'node:fs';
import os from 'node:os';

/**
 * Reports yield the CPU to the request thread: the statistics worker's thread and DuckDB's own
 * threads run at a lower priority (nice 10), so while heavy reports keep both cores busy a list
 * page is still served at once, and the reports take the time that is left. Linux only (a
 * thread's priority is its own there); elsewhere everything keeps the normal priority.
 */
const REPORT_NICE = 10;

/** Threads of this process now (empty where /proc is not there). */
export function threadIds(): Set<number> {
  try {
    return new Set(fs.readdirSync('/proc/self/task').map(Number));
  } catch {
    return new Set();
  }
}

/** Lowers the priority of the calling thread (tid 0) or the given threads. */
export function lowerPriority(tids: Iterable<number> = [0]): void {
  for (const tid of tids) {
    try {
      os.setPriority(tid, REPORT_NICE);
    } catch {
      // Not allowed here: the reports keep the normal priority.
    }
  }
}
