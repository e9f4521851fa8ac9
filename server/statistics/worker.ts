import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ColumnarFacts } from './columnar';
import { ColumnarReports } from './columnarReport';
import { lowerPriority, threadIds } from './lowPriority';
import { failureOf, type AccountFiguresJob, type ReportJob } from './reportJob';

/**
 * The statistics worker: owns the columnar store of one data dir and answers report jobs
 * ({ id, job } → { id, answer } or { id, failure }; { cancel: id } interrupts one). Several jobs run at once: DuckDB spreads
 * each query over its own threads, this thread only labels a page of rows. All of them run at a
 * lower priority than the request thread (lowPriority.ts).
 */
const { dataDir, threads } = workerData as { dataDir: string; threads: number };
const sqlite = new Database(path.join(dataDir, 'kabinet.db'), { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

async function open() {
  lowerPriority();
  // The process's libuv pool is started before DuckDB, so the threads new after opening the
  // store are DuckDB's own, and only those are lowered.
  await fs.promises.stat(dataDir);
  const before = threadIds();
  const facts = await ColumnarFacts.open(dataDir, threads);
  lowerPriority([...threadIds()].filter((tid) => !before.has(tid)));
  return { facts, reports: new ColumnarReports(facts, sqlite) };
}
const ready = open();

const running = new Map<number, AbortController>();

parentPort!.on(
  'message',
  (message: { id: number; job: ReportJob | AccountFiguresJob } | { cancel: number } | { close: true }) => {
    if ('cancel' in message) {
      running.get(message.cancel)?.abort();
      return;
    }
    if ('close' in message) {
      void ready.then(({ facts }) => {
        facts.close();
        sqlite.close();
        parentPort!.close();
      });
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    ready
      .then(({ reports }) => reports.run(message.job, controller.signal))
      .then((answer) => parentPort!.postMessage({ id: message.id, answer }))
      .catch((e: unknown) => parentPort!.postMessage({ id: message.id, failure: failureOf(e) }))
      .finally(() => running.delete(message.id));
  },
);
