import { defaultScheduler, notifyManager, QueryClient, QueryObserver, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
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
  it('runs the timeouts of one delay asked for in one task on one platform timer, none before its time', async () => {
    vi.useFakeTimers();
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: string[] = [];
    for (const name of ['a', 'b', 'c']) timers.setTimeout(() => fired.push(name), 1000);
    timers.setTimeout(() => fired.push('now'), 0);
    await endOfTask();
    expect(native.setTimeout).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['now']);
    vi.advanceTimersByTime(999);
    expect(fired).toEqual(['now']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['now', 'a', 'b', 'c']);
  });

  it('does not run a cleared timeout, and stops the platform timer when none of its timeouts is left', async () => {
    vi.useFakeTimers();
    const native = countedPlatform();
    const timers = coalescedTimeouts(native);
    const fired: string[] = [];
    const a = timers.setTimeout(() => fired.push('a'), 500);
    const b = timers.setTimeout(() => fired.push('b'), 500);
    timers.clearTimeout(a);
    await endOfTask();
    vi.advanceTimersByTime(500);
    expect(fired).toEqual(['b']);

    const c = timers.setTimeout(() => fired.push('c'), 500);
    await endOfTask();
    timers.clearTimeout(c);
    expect(native.clearTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['b']);
    timers.clearTimeout(b);
  });

  it('starts a new platform timer for timeouts asked for in a later task', async () => {
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
    const observers = Array.from({ length: 25 }, (_, id) => new QueryObserver(client, { queryKey: ['campaigns', 'getOne', { id: String(id) }], enabled: false }));
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
