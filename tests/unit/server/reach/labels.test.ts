// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_VALUES, QUERY_BOUND_MESSAGE } from '../../../../server/queryBounds';
import { seededApi } from '../helpers';

/**
 * Names by id (GET /v2/labels/{schema}?ids=) answer only records the caller reaches, or records
 * above it in its own tree that a record in its reach names (docs/reach.md R13). Another agency's
 * reservation is never named to an agency, even when one of its campaigns names it (as the old
 * demo data did); its own reservations are; unknown and foreign ids are simply absent.
 */
const { server, send, get, agency, viewer } = await seededApi();
const ctx = server.app.kabinet;
const reservations = ctx.store.all('reservation');
const own = reservations.filter((r) => r.cabinetId === agency.cabinet.id);
const foreign = reservations.filter((r) => r.cabinetId !== agency.cabinet.id);
const names = (url: string, headers: Record<string, string>) =>
  get(url, headers).then((res) => ({ status: res.statusCode, body: res.json() as { id: string; name?: string }[] }));

describe('names by id', () => {
  it("answer an agency its own reservations, never another agency's one its campaign names", async () => {
    expect(own.length).toBeGreaterThan(0);
    expect(foreign.length).toBeGreaterThan(0);
    // The admin (reaching every record) puts another agency's reservation on one of the agency's campaigns.
    const campaign = ctx.store.all('campaign').find((c) => c.cabinetId === agency.cabinet.id)!;
    const planted = await send('PATCH', `/v2/campaigns/${campaign.id}`, {
      other: { ...(campaign.data.other as object), reservations: [foreign[0].id] },
    });
    expect(planted.statusCode).toBe(200);

    const mine = await names(`/v2/labels/reservation?ids=${own.map((r) => r.id).join(',')}`, agency.headers);
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(own.length);
    expect(mine.body).toContainEqual({ id: own[0].id, name: own[0].data.name });

    const theirs = await names(`/v2/labels/reservation?ids=${foreign[0].id}`, agency.headers);
    expect(theirs).toEqual({ status: 200, body: [] });
    // Mixed: the own ones come back, the foreign one is simply absent.
    const mixed = await names(`/v2/labels/reservation?ids=${foreign[0].id},${own[0].id}`, agency.headers);
    expect(mixed.body.map((r) => r.id)).toEqual([own[0].id]);
  });

  it('answer 1 000 foreign or unknown ids with nothing, looking no record up one by one', async () => {
    const made = Array.from({ length: 1000 - foreign.length }, (_, i) => i.toString(16).padStart(24, 'f'));
    const ids = [...foreign.map((r) => r.id), ...made].join(',');
    const lookups = vi.spyOn(ctx.store, 'get');
    for (const who of [agency, viewer]) {
      const answer = await names(`/v2/labels/reservation?ids=${ids}`, who.headers);
      expect(answer).toEqual({ status: 200, body: [] });
    }
    // A cost guard, not a clock: the ids are filtered in SQL, not one lookup each.
    expect(lookups.mock.calls.length).toBeLessThan(20);
    lookups.mockRestore();
    // Past the bound of one parameter's values, the list is refused before any work.
    const over = await get(`/v2/labels/reservation?ids=${ids},${'e'.repeat(24)}`, agency.headers);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ '/ids': QUERY_BOUND_MESSAGE(MAX_QUERY_VALUES) });
  });
});

describe('the names call’s parameters', () => {
  it('takes ids, search and paging (and the filters a picker may tell); any other is 400 at its place', async () => {
    expect((await get('/v2/labels/account?search=а&page=1&pageSize=5')).statusCode).toBe(200);
    const res = await get('/v2/labels/account?q=а&finance.currency=rub');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '/q': 'Неизвестный параметр списка «q»: у этого списка нет такого фильтра',
      '/finance.currency': 'Неизвестный параметр списка «finance.currency»: у этого списка нет такого фильтра',
    });
  });
});
