import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ColumnarFacts } from './columnar';
import { ColumnarReports, failureOf, type ReportJob } from './columnarReport';

/**
 * The statistics worker: owns the columnar store of one data dir and answers report jobs
 * ({ id, job } → { id, answer } or { id, failure }). Several jobs run at once: DuckDB spreads
 * each query over its own threads, this thread only labels a page of rows.
 */
const { dataDir, threads } = workerData as { dataDir: string; threads: number };
const sqlite = new Database(path.join(dataDir, 'kabinet.db'), { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
const ready = ColumnarFacts.open(dataDir, threads).then((facts) => ({ facts, reports: new ColumnarReports(facts, sqlite) }));

parentPort!.on('message', (message: { id: number; job: ReportJob } | { close: true }) => {
  if ('close' in message) {
    void ready.then(({ facts }) => {
      facts.close();
      sqlite.close();
      parentPort!.close();
    });
    return;
  }
  ready.then(({ reports }) => reports.run(message.job))
    .then((answer) => parentPort!.postMessage({ id: message.id, answer }))
    .catch((e: unknown) => parentPort!.postMessage({ id: message.id, failure: failureOf(e) }));
});
