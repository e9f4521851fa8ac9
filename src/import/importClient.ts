import type { FromImportWorker, ToImportWorker } from './import.worker';

/**
 * The page's side of the import's worker: one request at a time, each answered by one message
 * (a dry run's progress comes before its answer). Closing the dialog terminates the worker.
 */
export interface ImportWorkerLike {
  postMessage(message: ToImportWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FromImportWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly unreadable = false,
  ) {
    super(message);
  }
}

type Answer<T extends FromImportWorker['type']> = Extract<FromImportWorker, { type: T }>;

export const createImportWorker = (): ImportWorkerLike =>
  new Worker(new URL('./import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import',
  }) as unknown as ImportWorkerLike;

export class ImportClient {
  private pending: {
    resolve: (m: FromImportWorker) => void;
    reject: (e: unknown) => void;
    progress?: (done: number, total: number) => void;
  } | null = null;

  constructor(private readonly worker: ImportWorkerLike = createImportWorker()) {
    worker.onmessage = ({ data }) => {
      const p = this.pending;
      if (!p) return;
      if (data.type === 'progress') return p.progress?.(data.done, data.total);
      this.pending = null;
      if (data.type === 'error') p.reject(new ImportFailure(data.message, data.unreadable));
      else p.resolve(data);
    };
    worker.onerror = (event) => {
      const p = this.pending;
      this.pending = null;
      p?.reject(new ImportFailure(event.message || 'worker'));
    };
  }

  ask<T extends FromImportWorker['type']>(
    message: ToImportWorker,
    progress?: (done: number, total: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Answer<T>> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve: resolve as (m: FromImportWorker) => void, reject, progress };
      this.worker.postMessage(message, transfer);
    });
  }

  close(): void {
    this.worker.terminate();
  }
}
