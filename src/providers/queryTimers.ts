import { notifyManager, timeoutManager, type ManagedTimerId, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';

/** The platform's timers, read when called (tests replace the globals). */
const platform: TimeoutProvider<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
};

interface Batch<T> {
  delay: number;
  callbacks: Map<number, TimeoutCallback>;
  handle?: T;
}

/**
 * React Query's timers, coalesced: the timeouts of one delay asked for in one task (before its
 * microtasks have run) share one platform timer, started when the task ends, so none fires early.
 *
 * Why (issue 7, Lighthouse's mobile Total Blocking Time): React Query starts a garbage-collection
 * timer for every query it creates and a zero-delay timer for every batch of notifications it
 * flushes. A page of 25 campaigns makes react-admin put each record in the cache (its getOne, for
 * an edit page that opens at once): ~50 platform timers in the task that renders the list. Traced
 * with stacks, as Lighthouse traces, a platform setTimeout costs ~1 ms; that task was 72 ms, 44 of
 * them in setTimeout (×4 on the simulated phone). Coalesced, those ~50 are two.
 *
 * Intervals are left to the platform (React Query's refetchInterval, rarely used).
 */
export function coalescedTimeouts<T extends ManagedTimerId>(native: TimeoutProvider<T>): TimeoutProvider {
  let lastId = 0;
  const byId = new Map<number, Batch<T>>();
  /** The batches of the current task, by delay; started together when it ends. */
  let open: Map<number, Batch<T>> | null = null;

  const start = () => {
    for (const batch of open!.values()) {
      if (batch.callbacks.size) batch.handle = native.setTimeout(() => fire(batch), batch.delay);
    }
    open = null;
  };
  const fire = (batch: Batch<T>) => {
    for (const [id, callback] of batch.callbacks) {
      byId.delete(id);
      callback();
    }
  };

  return {
    setTimeout(callback, delay) {
      if (!open) {
        open = new Map();
        queueMicrotask(start);
      }
      const wait = Math.max(0, delay || 0);
      let batch = open.get(wait);
      if (!batch) open.set(wait, (batch = { delay: wait, callbacks: new Map() }));
      const id = ++lastId;
      batch.callbacks.set(id, callback);
      byId.set(id, batch);
      return id;
    },
    clearTimeout(id) {
      const batch = byId.get(Number(id));
      if (!batch) return;
      byId.delete(Number(id));
      batch.callbacks.delete(Number(id));
      if (!batch.callbacks.size && batch.handle !== undefined) native.clearTimeout(batch.handle);
    },
    setInterval: (callback, delay) => native.setInterval(callback, delay),
    clearInterval: (id) => native.clearInterval(id as T),
  };
}

let installed = false;

/**
 * Gives React Query the coalesced timers, for its own timeouts and for flushing its notification
 * batches (by default a platform setTimeout of 0 each). Before any query client: React Query
 * cannot clear a timer through another provider than the one that started it.
 */
export function coalesceQueryTimers(): void {
  if (installed) return;
  installed = true;
  const timers = coalescedTimeouts(platform);
  timeoutManager.setTimeoutProvider(timers);
  notifyManager.setScheduler((callback) => void timers.setTimeout(callback, 0));
}
