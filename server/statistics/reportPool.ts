import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import type { AccountStatistics } from './accountFigures';
import { failureOf, type AccountFiguresJob, type ReportJob, type WorkerFailure } from './reportJob';
import type { DetailsAnswer, SummaryAnswer } from './reportShape';

/** At most this many reports of one user are computed at a time. */
const REPORTS_PER_USER = 2;
export const BUSY_MESSAGE = 'Отчёт уже строится, дождитесь результата';

/**
 * Reports are computed off the request thread: a worker thread started on the first report
 * (server start-up does not wait for DuckDB) owns the columnar store and runs jobs side by side.
 * One worker per data dir, because a DuckDB file is opened by one instance in a process; the
 * parallelism is DuckDB's own threads. A user with REPORTS_PER_USER reports still running gets
 * 429: a heavy report asked again and again must not take the machine from everyone else.
 */
export class ReportPool {
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (a: unknown) => void; reject: (e: unknown) => void }>();
  private readonly running = new Map<string, number>();

  constructor(
    private readonly dataDir: string,
    private readonly threads = 2,
  ) {}

  /**
   * Runs a report job for `user` — a report, or the accounts list's figures, which sum the same
   * year of facts and so take the same places; 429 (BUSY_MESSAGE) when the user already has
   * REPORTS_PER_USER running. `signal`: the caller went away (changed the filters, left the
   * screen): the worker interrupts the query, and the place is free as soon as it has stopped.
   */
  async run(user: string, job: ReportJob & { kind: 'summary' }, signal?: AbortSignal): Promise<SummaryAnswer>;
  async run(user: string, job: ReportJob & { kind: 'details' }, signal?: AbortSignal): Promise<DetailsAnswer>;
  async run(user: string, job: AccountFiguresJob, signal?: AbortSignal): Promise<Record<string, AccountStatistics>>;
  async run(
    user: string,
    job: ReportJob | AccountFiguresJob,
    signal?: AbortSignal,
  ): Promise<SummaryAnswer | DetailsAnswer | Record<string, AccountStatistics>> {
    const mine = this.running.get(user) ?? 0;
    if (mine >= REPORTS_PER_USER) throw new HttpError(429, BUSY_MESSAGE);
    this.running.set(user, mine + 1);
    try {
      return (await this.post(job, signal)) as SummaryAnswer | DetailsAnswer | Record<string, AccountStatistics>;
    } finally {
      const left = (this.running.get(user) ?? 1) - 1;
      if (left) this.running.set(user, left);
      else this.running.delete(user);
    }
  }

  private post(job: ReportJob | AccountFiguresJob, signal?: AbortSignal): Promise<unknown> {
    const worker = this.start();
    const id = this.next++;
    const cancel = () => worker.postMessage({ cancel: id });
    signal?.addEventListener('abort', cancel, { once: true });
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, job });
    }).finally(() => signal?.removeEventListener('abort', cancel));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir, threads: this.threads },
    });
    worker.on('message', (m: { id: number; answer?: unknown; failure?: WorkerFailure }) => {
      const call = this.waiting.get(m.id);
      if (!call) return;
      this.waiting.delete(m.id);
      // A refused request keeps its status and Russian message; a failure inside is the server's 500.
      if (m.failure)
        call.reject(
          m.failure.status < 500
            ? new HttpError(m.failure.status, m.failure.message, m.failure.errors)
            : new Error(m.failure.message),
        );
      else call.resolve(m.answer);
    });
    // A worker that dies fails what it had; the next report starts a new one.
    const fail = (e: unknown) => {
      if (this.worker === worker) this.worker = null;
      const failure = failureOf(e);
      for (const call of this.waiting.values()) call.reject(new Error(failure.message));
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`statistics worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Closes the store and ends the worker (the server's onClose). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ close: true });
    const timer = setTimeout(() => void worker.terminate(), 5000);
    await exited;
    clearTimeout(timer);
  }
}
