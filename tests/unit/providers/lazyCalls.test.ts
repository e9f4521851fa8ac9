import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { customCalls } from '../../../src/providers/calls';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { CALL_NAMES } from '../../../src/providers/lazyCalls';
import { signedInToCabinet, stubFetch } from './fetchStub';

describe('the custom calls load with the first one made', () => {
  signedInToCabinet();

  it('names every call of calls/index.ts, and no other', () => {
    const calls = Object.keys(
      customCalls((() => Promise.resolve({ data: null, headers: new Headers() })) as never),
    ).sort();
    expect([...CALL_NAMES].sort()).toEqual(calls);
  });

  it('a call made through the dataProvider reaches the platform with its path and body', async () => {
    const provider = createDataProvider(catalog);
    const calls = stubFetch({ body: { ids: ['a'], affectedCount: 1 } });
    const answer = await provider.rateBanners({ banners: ['a'.repeat(24)], campaign: 'b'.repeat(24), rate: 120 });
    expect(answer).toEqual({ ids: ['a'], affectedCount: 1 });
    expect([calls[0].init.method, calls[0].address.pathname, JSON.parse(String(calls[0].init.body))]).toEqual([
      'PUT',
      '/banners/rate',
      { banners: ['a'.repeat(24)], campaign: 'b'.repeat(24), rate: 120 },
    ]);
  });
});
