import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { signedInToCabinet, stubFetch } from './fetchStub';

/**
 * A notification group's settings are saved by the product's PATCH /v2/notifications/{id}/settings
 * (docs/product.md#calls), from its form and from the list's bulk edit alike, never at the list's
 * own path: only what changed, a cleared setting as null, the version the form opened with.
 */
const provider = createDataProvider(catalog);
const RESOURCE = 'system/notifications';
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

describe("a notification group's settings", () => {
  signedInToCabinet();

  it('are saved from the form at /v2/notifications/{id}/settings, changes only, If-Match the version', async () => {
    const calls = stubFetch({ body: { id: A, name: 'Баланс', version: 4 } });
    await provider.update(RESOURCE, {
      id: A,
      data: { id: A, name: 'Баланс', notifyChannels: ['console'], version: 3 },
      previousData: { id: A, name: 'Баланс', notifyChannels: ['console', 'email'], emails: ['a@b.ru'], version: 3 },
    });
    expect([calls[0].init.method, calls[0].address.pathname]).toEqual(['PATCH', `/v2/notifications/${A}/settings`]);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ notifyChannels: ['console'], emails: null });
    expect((calls[0].init.headers as Record<string, string>)['If-Match']).toBe('3');
  });

  it("are saved by the list's bulk edit at each group's own settings path", async () => {
    const calls = stubFetch({ body: { id: A } }, { body: { id: B } });
    await provider.updateMany(RESOURCE, { ids: [A, B], data: { notifyChannels: ['console'] } });
    expect(calls.map((c) => [c.init.method, c.address.pathname]).sort()).toEqual([
      ['PATCH', `/v2/notifications/${A}/settings`],
      ['PATCH', `/v2/notifications/${B}/settings`],
    ]);
  });
});
