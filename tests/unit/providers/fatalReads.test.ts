import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { apiEvents, type ApiEvent } from '../../../src/providers/apiEvents';
import { dictionariesCalls } from '../../../src/providers/calls/dictionaries';
import { statisticsCalls } from '../../../src/providers/calls/statistics';
import { usersCalls } from '../../../src/providers/calls/users';
import { request } from '../../../src/providers/httpClient';
import { signedInToCabinet, stubFetch } from './fetchStub';

/**
 * docs/product.md#errors: which failed reads open the fatal-error panel. A platform dictionary
 * (read once per session for every screen's inputs) does; the choices of one input, which the
 * screen works without and tells in place, do not; a 429 never does.
 */
signedInToCabinet();

let events: ApiEvent[] = [];
const off = apiEvents.on((event) => events.push(event));
afterEach(() => {
  events = [];
});
afterAll(off);

const failing = { status: 500, body: { message: 'Внутренняя ошибка' } };
const fatal = () => events.filter((e) => e.type === 'fatal');

describe('a failed read', () => {
  it('of a platform dictionary opens the fatal panel', async () => {
    stubFetch(failing);
    await expect(dictionariesCalls(request).getDictionary('ageRanges')).rejects.toMatchObject({ status: 500 });
    expect(fatal()).toEqual([expect.objectContaining({ type: 'fatal', status: 500 })]);
  });

  it('of one input’s choices does not: the user form’s roles, a report filter’s options', async () => {
    stubFetch(failing, failing);
    await expect(usersCalls(request).getUserRoles()).rejects.toMatchObject({ status: 500 });
    await expect(
      statisticsCalls(request).getStatisticsFilterOptions('campaigns', { search: 'в' }),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(fatal()).toEqual([]);
  });

  it('of a dictionary a field tells the failure of itself (fatal: false) does not: a panel provider’s filters', async () => {
    const calls = stubFetch(failing, failing);
    await expect(dictionariesCalls(request).getDictionary('panelFilters', ['omi'])).rejects.toMatchObject({
      status: 500,
    });
    expect(fatal()).toEqual([]);
    // Its categories are a dictionary like the others, read for the provider.
    await expect(dictionariesCalls(request).getDictionary('panelCategories', ['omi'])).rejects.toMatchObject({
      status: 500,
    });
    expect(fatal()).toEqual([expect.objectContaining({ type: 'fatal', status: 500 })]);
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringMatching(/\/categorizer\/filters\?provider=omi$/),
      expect.stringMatching(/\/categorizer\/categories\?provider=omi$/),
    ]);
  });

  it('answered 429 does not, even where the read is fatal', async () => {
    stubFetch({ status: 429, body: { message: 'Отчёт уже строится, дождитесь результата' } });
    await expect(dictionariesCalls(request).getDictionary('balanceActions')).rejects.toMatchObject({ status: 429 });
    expect(fatal()).toEqual([]);
  });
});
