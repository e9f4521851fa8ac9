import {
  notifyManager,
  timeoutManager,
  type ManagedTimerId,
  type TimeoutCallback,
  type TimeoutProvider,
} from '@tanstack/react-query';

/** The platform's timers, read when called (tests replace the globals). */
const platform: TimeoutProvider<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
};

/** Timeouts that run together on one platform timer. */
type Batch = Map<number, TimeoutCallback>;

/** Delays from which a timeout may run up to this much late, with others due in the same span. */
const GRAIN_MS = 1000;

/**
 * React Query's timers, coalesced, so that none runs early:
 * - timeouts of a second or more (garbage collection after 5 minutes, staleness after a few
 *   seconds) run on one platform timer per second they fall due in, at that second's end;
 * - shorter ones (the notification flushes, delay 0) run on one platform timer per delay and
 *   task, started when the task's microtasks have run.
 * A cleared timeout leaves its platform timer to run empty: clearing one costs as much as
 * starting one.
 *
 * Why (Lighthouse's mobile Total Blocking Time): React Query starts a garbage-collection
 * timer for every query it creates and a zero-delay timer for every batch of notifications it
 * flushes. A page of 25 campaigns makes react-admin put each record in the cache (its getOne, for
 * an edit page that opens at once): ~50 platform timers in the task that renders the list. Traced
 * with stacks, as Lighthouse traces, a platform setTimeout costs about 1 ms; that task was
 * 105–134 ms on a loaded machine, 74–98 of them in setTimeout (×4 on the simulated phone).
 *
 * Intervals are left to the platform (React Query's refetchInterval, rarely used).
 */
export function coalescedTimeouts<T extends ManagedTimerId>(native: TimeoutProvider<T>): TimeoutProvider {
  let lastId = 0;
  const byId = new Map<number, Batch>();
  /** Short timeouts of the current task, by delay; started together when it ends. */
  let open: Map<number, Batch> | null = null;
  /** Long timeouts, by the end of the second they fall due in. */
  const bySecond = new Map<number, Batch>();

  const fire = (batch: Batch) => {
    for (const [id, callback] of batch) {
      byId.delete(id);
      callback();
    }
  };
  const batchFor = (delay: number): Batch => {
    if (delay >= GRAIN_MS) {
      const at = Math.ceil((Date.now() + delay) / GRAIN_MS) * GRAIN_MS;
      const known = bySecond.get(at);
      if (known) return known;
      const batch: Batch = new Map();
      bySecond.set(at, batch);
      native.setTimeout(() => {
        bySecond.delete(at);
        fire(batch);
      }, at - Date.now());
      return batch;
    }
    if (!open) {
      const batches: Map<number, Batch> = (open = new Map());
      queueMicrotask(() => {
        open = null;
        for (const [delay, batch] of batches) native.setTimeout(() => fire(batch), delay);
      });
    }
    let batch = open.get(delay);
    if (!batch) open.set(delay, (batch = new Map()));
    return batch;
  };

  return {
    setTimeout(callback, delay) {
      const batch = batchFor(Math.max(0, delay || 0));
      const id = ++lastId;
      batch.set(id, callback);
      byId.set(id, batch);
      return id;
    },
    clearTimeout(id) {
      const key = Number(id);
      byId.get(key)?.delete(key);
      byId.delete(key);
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
  // Once: the dev server's hot reload runs the calling module again.
  if (installed) return;
  installed = true;
  const timers = coalescedTimeouts(platform);
  timeoutManager.setTimeoutProvider(timers);
  notifyManager.setScheduler((callback) => void timers.setTimeout(callback, 0));
}
