import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionariesCalls } from '../../../../src/providers/calls/dictionaries';
import type { RequestFn } from '../../../../src/providers/calls';
import { clearAuthStorage, setCabinetId, setToken } from '../../../../src/providers/storage';

/** A request function that answers every dictionary with one item naming the path, and counts calls. */
function fakeRequest() {
  const calls: string[] = [];
  const request = vi.fn(async (path: string, options?: { query?: Record<string, unknown>; fatal?: boolean }) => {
    calls.push(`${path}?${new URLSearchParams(options?.query as Record<string, string>)}`);
    expect(options?.fatal).toBe(true); // docs/product.md#errors: dictionary reads are fatal
    return { status: 200, headers: new Headers(), data: [{ id: path, name: 'Словарь' }] };
  });
  return { request: request as unknown as RequestFn, calls };
}

describe('dictionary calls: one request per dictionary per session', () => {
  beforeEach(() => {
    clearAuthStorage();
    setToken('token-1');
    setCabinetId('cabinet-a');
  });

  it('asks the platform once however many readers there are', async () => {
    const { request, calls } = fakeRequest();
    const calls$ = dictionariesCalls(request);
    const [a, b] = await Promise.all([
      calls$.getDictionary('moderationStatuses'),
      calls$.getDictionary('moderationStatuses'),
    ]);
    await calls$.getDictionary('moderationStatuses');
    expect(a).toBe(b);
    expect(calls).toEqual(['/v2/dictionaries/creatives/moderation/statuses?']);
    await calls$.getDictionary('objectTypes');
    await calls$.getConstants('objectTypes');
    expect(calls).toEqual([
      '/v2/dictionaries/creatives/moderation/statuses?',
      '/dictionary/constants?dict=objectTypes',
    ]);
  });

  it('starts over in another cabinet and after a new sign-in', async () => {
    const { request, calls } = fakeRequest();
    const calls$ = dictionariesCalls(request);
    await calls$.getDictionary('currencies');
    setCabinetId('cabinet-b');
    await calls$.getDictionary('currencies');
    await calls$.getDictionary('currencies');
    clearAuthStorage();
    setToken('token-2');
    setCabinetId('cabinet-b');
    await calls$.getDictionary('currencies');
    expect(calls).toEqual(['/currency?', '/currency?', '/currency?']);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const request = vi.fn(async () => {
      if (fail) throw new Error('нет связи');
      return { status: 200, headers: new Headers(), data: [{ id: 'rub', name: 'Рубль' }] };
    }) as unknown as RequestFn;
    const calls$ = dictionariesCalls(request);
    await expect(calls$.getDictionary('currencies')).rejects.toThrow('нет связи');
    fail = false;
    await expect(calls$.getDictionary('currencies')).resolves.toEqual([{ id: 'rub', name: 'Рубль' }]);
    expect(request).toHaveBeenCalledTimes(2);
  });
});
