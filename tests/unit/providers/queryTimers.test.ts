import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryObserver,
  timeoutManager,
  type TimeoutProvider,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from '../../../src/providers/queryTimers';

/** The platform's timers, counted: what the coalesced provider asks of them. */
function countedPlatform() {
  const native = {
    setTimeout: vi.fn((callback: () => void, delay: number) => setTimeout(callback, delay)),
    clearTimeout: vi.fn((id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id)),
    setInterval: vi.fn((callback: () => void, delay: number) => setInterval(callback, delay)),
    clearInterval: vi.fn((id: ReturnType<typeof setInterval> | undefined) => clearInterval(id)),
  };
  return native;
}

/** The end of the current task: its microtasks have run. */
const endOfTask = () => Promise.resolve();

afterEach(() => {
  vi.useRealTimers();
});

describe('React Query timers coalesced (src/providers/queryTimers.ts)', () => {
  it('runs the short timeouts of one delay asked for in one task on one platform timer, none before its time', async () => {
    vi.useFakeTimers();
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: string[] = [];
    for (const name of ['a', 'b', 'c']) timers.setTimeout(() => fired.push(name), 500);
    timers.setTimeout(() => fired.push('now'), 0);
    await endOfTask();
    expect(native.setTimeout).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['now']);
    vi.advanceTimersByTime(499);
    expect(fired).toEqual(['now']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['now', 'a', 'b', 'c']);
  });

  it('starts a new platform timer for short timeouts asked for in a later task', async () => {
    vi.useFakeTimers();
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(1), 100);
    await endOfTask();
    vi.advanceTimersByTime(50);
    timers.setTimeout(() => fired.push(2), 100);
    await endOfTask();
    expect(native.setTimeout).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(50);
    expect(fired).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(fired).toEqual([1, 2]);
  });

  it('runs the long timeouts falling due in one second on one platform timer, across tasks, at most a second late', async () => {
    vi.useFakeTimers();
    const start = 1_000_100;
    vi.setSystemTime(start);
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: string[] = [];
    const at = (ms: number) => vi.advanceTimersByTime(start + ms - Date.now());
    timers.setTimeout(() => fired.push('gc 1'), 300_000); // due at 300 000, in the second ending at 300 900
    await endOfTask();
    at(400);
    timers.setTimeout(() => fired.push('gc 2'), 300_000); // due at 300 400, the same second
    timers.setTimeout(() => fired.push('stale'), 5_001); // due at 5 401, in the second ending at 5 900
    await endOfTask();
    expect(native.setTimeout).toHaveBeenCalledTimes(2);

    at(5_899);
    expect(fired).toEqual([]);
    at(5_900);
    expect(fired).toEqual(['stale']);
    at(300_899);
    expect(fired).toEqual(['stale']);
    at(300_900);
    expect(fired).toEqual(['stale', 'gc 1', 'gc 2']);
  });

  it('never runs a cleared timeout, and clears no platform timer (that costs as much as starting one)', async () => {
    vi.useFakeTimers();
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: string[] = [];
    const a = timers.setTimeout(() => fired.push('a'), 500);
    timers.setTimeout(() => fired.push('b'), 500);
    const gc = timers.setTimeout(() => fired.push('gc'), 300_000);
    timers.clearTimeout(a);
    await endOfTask();
    timers.clearTimeout(gc);
    vi.advanceTimersByTime(301_000);
    expect(fired).toEqual(['b']);
    expect(native.clearTimeout).not.toHaveBeenCalled();
  });

  it('serves React Query: a page of records put in the cache costs two platform timers, not two per record', async () => {
    expect(await platformTimersForAPage(true)).toBeLessThanOrEqual(2);
    expect(await platformTimersForAPage(false)).toBeGreaterThanOrEqual(25);
  });
});

/**
 * What react-admin does with a list page of 25 (each record put in the cache for its edit page),
 * with React Query's timers coalesced or the platform's own: how many platform timers it starts.
 */
async function platformTimersForAPage(coalesced: boolean): Promise<number> {
  const native = countedPlatform();
  const timers = coalesced ? coalescedTimeouts(native) : (native as unknown as TimeoutProvider);
  // React Query warns of a provider switched after use, which is this test's very point.
  const warning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  timeoutManager.setTimeoutProvider(timers);
  notifyManager.setScheduler((callback) => void timers.setTimeout(callback, 0));
  try {
    const client = new QueryClient();
    const observers = Array.from(
      { length: 25 },
      (_, id) => new QueryObserver(client, { queryKey: ['campaigns', 'getOne', { id: String(id) }], enabled: false }),
    );
    const notified = vi.fn();
    const unsubscribe = observers.map((observer) => observer.subscribe(notified));
    for (let id = 0; id < 25; id++) client.setQueryData(['campaigns', 'getOne', { id: String(id) }], { id });
    await endOfTask();
    await vi.waitFor(() => expect(notified).toHaveBeenCalledTimes(25));
    unsubscribe.forEach((stop) => stop());
    client.clear();
    return native.setTimeout.mock.calls.length;
  } finally {
    notifyManager.setScheduler(defaultScheduler);
    timeoutManager.setTimeoutProvider(countedPlatform());
    warning.mockRestore();
  }
}
