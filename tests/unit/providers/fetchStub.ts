import { afterEach, beforeEach, vi } from 'vitest';
import { CABINET_KEY, TOKEN_KEY } from '../../../src/providers/storage';

export interface StubbedCall {
  /** As the provider asked for it ("/v2/accounts?page=1"). */
  url: string;
  /** The same, parsed. */
  address: URL;
  init: RequestInit;
}

/** A stub fetch: records every request and answers from a queue ({} once it is empty). */
export function stubFetch(
  ...answers: { status?: number; body?: unknown; headers?: Record<string, string> }[]
): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, address: new URL(url, 'http://x'), init });
    const a = answers.shift() ?? { body: {} };
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: a.headers,
    });
  });
  return calls;
}

/** Every test of the calling suite runs signed in (token) inside cabinet "cab1", and leaves nothing behind. */
export function signedInToCabinet(): void {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem(CABINET_KEY, 'cab1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });
}
