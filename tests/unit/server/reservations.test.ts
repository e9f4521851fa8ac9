// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency } = await seededApi();

const ONLY_DEPLOYMENT = 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.';
type Reservation = { id: string; name: string; agency: string; deployments: string[]; version: number };
type Version = {
  id: string;
  number: number;
  summary: string;
  author?: string;
  reservationId: string;
  snapshot: Record<string, unknown>;
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = admin.headers) =>
  server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const versions = async (id: string) => (await call('GET', `/v2/reservations/${id}/versions`)).json() as Version[];

async function newReservation(name = 'Тестовое бронирование'): Promise<Reservation> {
  const agencyId = (await call('GET', '/v2/agencies')).json()[0].id;
  const res = await call('POST', '/v2/reservations', {
    name,
    advertiser: 'Кофейня «Бариста»',
    agency: agencyId,
    externalId: 'MP-1',
  });
  expect(res.statusCode).toBe(201);
  return (await call('GET', `/v2/reservations/${res.json().id}`)).json();
}

async function newDeployment(reservationID: string, name = 'Главная — июнь'): Promise<string> {
  const res = await call('POST', '/v2/reservations/deployments', {
    name,
    reservationID,
    dates: { start: '2025-06-01', end: '2025-06-30' },
    finance: { currency: 'rub', budget: 100000, billingEvent: 'show', price: 150 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** A campaign record as the campaigns' developer stores it, written straight into the store. */
function seedCampaign(other: Record<string, unknown>): string {
  const ctx = server.app.kabinet;
  const id = Math.random().toString(16).slice(2, 14).padEnd(24, '0');
  ctx.store.insert(
    'campaign',
    id,
    admin.cabinet.id,
    { name: 'Кампания с размещением', other },
    new Date().toISOString(),
  );
  return id;
}

describe('seeded reservations', () => {
  it('at least five, each with deployments and a version history', async () => {
    const all = (await call('GET', '/v2/reservations')).json() as Reservation[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const r of all) {
      expect(r.deployments.length).toBeGreaterThan(0);
      const history = await versions(r.id);
      expect(history.length).toBeGreaterThanOrEqual(2);
      expect(history.map((v) => v.number)).toEqual([...history.map((v) => v.number)].sort((a, b) => b - a));
      expect(history.at(-1)).toMatchObject({ number: 1, summary: 'Создано' });
      expect(history[0].number).toBe(r.version);
    }
  });
});

describe('versions', () => {
  it('every create and update stores a snapshot naming what changed, with its author', async () => {
    const r = await newReservation();
    expect(await versions(r.id)).toMatchObject([
      { number: 1, summary: 'Создано', snapshot: { name: 'Тестовое бронирование', externalId: 'MP-1' } },
    ]);
    await newDeployment(r.id);
    const patched = await call('PATCH', `/v2/reservations/${r.id}`, { name: 'Бронирование на лето', externalId: null });
    expect(patched.statusCode).toBe(200);
    const [latest, first] = await versions(r.id);
    expect(latest).toMatchObject({
      number: 2,
      summary: 'Изменено: Название, Внешний идентификатор, Размещения',
      reservationId: r.id,
      snapshot: { name: 'Бронирование на лето', deploymentNames: ['Главная — июнь'] },
      author: (await call('GET', '/v2/users/me')).json().name,
    });
    expect(latest.snapshot.externalId).toBeUndefined();
    expect(first.number).toBe(1);
    // The generic list of the versioning screen gives the same.
    const listed = (
      await call('GET', `/v2/reservations/versions?reservationId=${r.id}&sort=number&order=desc`)
    ).json() as Version[];
    expect(listed.map((v) => v.id)).toEqual([latest.id, first.id]);
  });

  it('a failed update stores no version; versions are read-only', async () => {
    const r = await newReservation();
    expect((await call('PATCH', `/v2/reservations/${r.id}`, { name: 'Плохо!' })).statusCode).toBe(400);
    expect(await versions(r.id)).toHaveLength(1);
    const [v] = await versions(r.id);
    expect(
      (await call('POST', '/v2/reservations/versions', { summary: 'x', number: 9, reservationId: r.id, snapshot: {} }))
        .statusCode,
    ).toBe(405);
    expect((await call('PATCH', `/v2/reservations/versions/${v.id}`, { summary: 'x' })).statusCode).toBe(405);
    expect((await call('DELETE', `/v2/reservations/versions/${v.id}`)).statusCode).toBe(405);
    expect((await call('GET', `/v2/reservations/${'0'.repeat(24)}/versions`)).statusCode).toBe(404);
  });
});

describe('deployments', () => {
  it('belong to their reservation, with dates in order and an existing reservation', async () => {
    const r = await newReservation();
    const id = await newDeployment(r.id);
    expect((await call('GET', `/v2/reservations/${r.id}`)).json().deployments).toEqual([id]);
    const backwards = await call('POST', '/v2/reservations/deployments', {
      name: 'Наоборот',
      reservationID: r.id,
      dates: { start: '2025-07-01', end: '2025-06-01' },
      finance: { currency: 'rub', budget: 1 },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ '/dates/end': 'Дата окончания раньше даты начала' });
    const orphan = await call('POST', '/v2/reservations/deployments', {
      name: 'Сирота',
      reservationID: '0'.repeat(24),
      dates: { start: '2025-06-01', end: '2025-06-02' },
      finance: { currency: 'rub', budget: 1 },
    });
    expect(orphan.json().errors).toEqual({ '/reservationID': 'Выбранная запись не найдена' });
  });

  it('the only deployment selected in a campaign cannot be deleted (409, the text of docs/product.md#errors)', async () => {
    const r = await newReservation();
    const only = await newDeployment(r.id);
    const campaign = seedCampaign({ reservations: [only] });
    const res = await call('DELETE', `/v2/reservations/deployments/${only}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ONLY_DEPLOYMENT });
    expect((await call('GET', `/v2/reservations/deployments/${only}`)).statusCode).toBe(200);
    // Nor through the bulk delete, nor by deleting its reservation.
    expect((await call('DELETE', `/v2/reservations/deployments?ids=${only}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/v2/reservations/${r.id}`)).json()).toEqual({ message: ONLY_DEPLOYMENT });
    // The same with the field named other.deployments.
    const other = await newDeployment(r.id, 'Второе');
    seedCampaign({ deployments: [other] });
    expect((await call('DELETE', `/v2/reservations/deployments/${other}`)).json().message).toBe(ONLY_DEPLOYMENT);
    expect(server.app.kabinet.store.get('campaign', campaign)!.data.other).toEqual({ reservations: [only] });
  });

  it('one of several selected deployments can go, and leaves the campaign', async () => {
    const r = await newReservation();
    const a = await newDeployment(r.id, 'Первое');
    const b = await newDeployment(r.id, 'Второе');
    const campaign = seedCampaign({ reservations: [a, b], useAdPool: true });
    expect((await call('DELETE', `/v2/reservations/deployments/${a}`)).statusCode).toBe(200);
    expect(server.app.kabinet.store.get('campaign', campaign)!.data.other).toEqual({
      reservations: [b],
      useAdPool: true,
    });
    expect((await call('DELETE', `/v2/reservations/deployments/${b}`)).json().message).toBe(ONLY_DEPLOYMENT);
    // A deployment no campaign selects goes freely, and so does a reservation with such.
    const free = await newDeployment(r.id, 'Свободное');
    expect((await call('DELETE', `/v2/reservations/deployments/${free}`)).statusCode).toBe(200);
  });

  it('deleting a reservation deletes its deployments and versions', async () => {
    const r = await newReservation();
    const d = await newDeployment(r.id);
    expect((await call('DELETE', `/v2/reservations/${r.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v2/reservations/deployments/${d}`)).statusCode).toBe(404);
    // Its versions are gone with it (a list filtered by the deleted reservation is a 404 now: docs/reach.md R14).
    expect((await call('GET', `/v2/reservations/versions?reservationId=${r.id}`)).statusCode).toBe(404);
    const versions = (await call('GET', '/v2/reservations/versions?pageSize=1000')).json() as {
      reservationId: string;
    }[];
    expect(versions.filter((v) => v.reservationId === r.id)).toEqual([]);
  });

  it('copy makes a new deployment in the same reservation', async () => {
    const r = await newReservation();
    const d = await newDeployment(r.id, 'Оригинал');
    const res = await call('POST', `/v2/reservations/deployments/${d}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = (await call('GET', `/v2/reservations/deployments/${res.json().id}`)).json();
    const original = (await call('GET', `/v2/reservations/deployments/${d}`)).json();
    expect(copy).toMatchObject({
      name: 'Оригинал (копия)',
      reservationID: r.id,
      dates: original.dates,
      finance: original.finance,
      version: 1,
    });
    expect(copy.id).not.toBe(d);
    const named = await call('POST', `/v2/reservations/deployments/${d}/copy`, { name: 'Июль' });
    expect((await call('GET', `/v2/reservations/deployments/${named.json().id}`)).json().name).toBe('Июль');
    expect((await call('POST', `/v2/reservations/deployments/${d}/copy`, { name: 'Плохо!' })).statusCode).toBe(400);
    expect((await call('POST', `/v2/reservations/deployments/${'0'.repeat(24)}/copy`)).statusCode).toBe(404);
    expect((await call('GET', `/v2/reservations/${r.id}`)).json().deployments).toHaveLength(3);
  });

  it("need no permission, only the cabinet's reach", async () => {
    expect((await call('GET', '/v2/reservations', undefined, agency.headers)).statusCode).toBe(200);
    const foreign = (await call('GET', '/v2/reservations'))
      .json()
      .find((r: Reservation & { agency: string }) => r.agency !== agency.cabinet.id) as Reservation;
    expect((await call('GET', `/v2/reservations/${foreign.id}/versions`, undefined, agency.headers)).statusCode).toBe(
      403,
    );
    expect((await server.app.inject({ url: '/v2/reservations' })).statusCode).toBe(401);
  });
});
