// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIST_VOCABULARY } from '../../../server/listQuery';
import { seededApi } from './helpers';

/**
 * A list takes the parameters its schema names (filters by their query names, a period's bounds,
 * x-list-query, x-list-params) and the vocabulary of every list; any other is refused at its
 * place in Russian, as a platform would not understand it: a misspelt filter never lists everything.
 */
const { server, get } = await seededApi();
const ctx = server.app.kabinet;

/** A value each kind of parameter takes without a complaint of its own. */
function sample(name: string): string {
  if (name === 'page' || name === 'pageSize') return '1';
  if (name === 'order') return 'asc';
  if (name === 'sort') return 'id';
  if (name === 'startTimeISO' || name === 'endTimeISO') return '2026-01-01';
  if (name === 'offsetTime') return '0';
  if (name === 'withoutExtraCampaigns' || name === 'statistics') return 'false';
  if (name === 'groupBy') return 'day';
  return 'a'.repeat(24);
}

// The generic lists the admin cabinet reads at their endpoint (one whose list the platform serves elsewhere answers 404 there).
const lists = [...ctx.defs.values()].filter((def) => !def.schema['x-calls']);

describe('list parameters', () => {
  it('an unknown parameter is 400 at its place, in Russian; a misspelt filter too', async () => {
    const res = await get('/v2/accounts?agencyId=aaaaaaaaaaaaaaaaaaaaaaaa&colour=red');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '/agencyId': 'Неизвестный параметр списка «agencyId»: у этого списка нет такого фильтра',
      '/colour': 'Неизвестный параметр списка «colour»: у этого списка нет такого фильтра',
    });
    // A prototype's name is no parameter either.
    expect((await get('/v2/campaigns?constructor=1')).json().errors).toHaveProperty('/constructor');
    // The spreadsheet of a list takes the same parameters.
    expect((await get('/v2/campaigns.xlsx?colour=red')).statusCode).toBe(400);
  });

  // Each parameter a list knows is taken: 200, or the answer of that filter's own rule (a reference
  // filter naming a record out of reach is 404, an SSP no one has a 400 at its value), never «unknown».
  it.each(lists.map((def) => [def.endpoint, def] as const))(
    '%s takes each parameter it knows',
    async (endpoint, def) => {
      const names = [...LIST_VOCABULARY, ...def.listParams];
      const refused: Record<string, unknown> = {};
      let answered = 0;
      for (const name of names) {
        const res = await get(`${endpoint}?${new URLSearchParams({ [name]: sample(name) })}`);
        if (res.statusCode === 200) answered++;
        const errors = (res.statusCode === 400 ? res.json().errors : undefined) ?? {};
        if (res.statusCode >= 500 || Object.values(errors).some((m) => String(m).startsWith('Неизвестный параметр')))
          refused[name] = errors;
      }
      expect(refused).toEqual({});
      // The paging, sort and search of every list at least.
      expect(answered).toBeGreaterThanOrEqual(LIST_VOCABULARY.size);
    },
  );
});
