import { afterEach, beforeEach, expect, vi } from 'vitest';
import { CABINET_KEY, TOKEN_KEY } from '../../../src/providers/storage';
import { contractProblems } from './contractCheck';

export interface StubbedCall {
  /** As the provider asked for it ("/v2/accounts?page=1"). */
  url: string;
  /** The same, parsed. */
  address: URL;
  init: RequestInit;
}

/** The requests stubbed fetches recorded in the current test: held against the contract after it (signedInToCabinet). */
const recorded: StubbedCall[] = [];

/** A stub fetch: records every request and answers from a queue ({} once it is empty). */
export function stubFetch(
  ...answers: { status?: number; body?: unknown; headers?: Record<string, string> }[]
): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, address: new URL(url, 'http://x'), init };
    calls.push(call);
    recorded.push(call);
    const a = answers.shift() ?? { body: {} };
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), {
      status: a.status ?? 200,
      headers: a.headers,
    });
  });
  return calls;
}

/**
 * Every test of the calling suite runs signed in (token) inside cabinet "cab1", and leaves nothing
 * behind; every request it made must be one the contract document describes.
 */
export function signedInToCabinet(): void {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem(CABINET_KEY, 'cab1');
  });
  afterEach(() => {
    const made = recorded.splice(0);
    expect(contractProblems(made), 'requests the contract document (dist/openapi.json) does not describe').toEqual([]);
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });
}
