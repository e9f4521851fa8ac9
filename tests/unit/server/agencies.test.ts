// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, agency, send: call } = await seededApi();

type Agency = {
  id: string;
  name: string;
  balance: number;
  version: number;
  serviceModel: string;
  minimalCPM?: number;
  currency: string;
};
type Transaction = {
  id: string;
  number: string;
  agencyId: string;
  accountId?: string;
  action: string;
  money: number;
  agencyBalance: number;
  author: string;
  createdAt: string;
  comment?: string;
};

const agencies = async () => (await call('GET', '/v2/agencies?pageSize=100')).json() as Agency[];
const transactions = async (query = '') =>
  (await call('GET', `/v2/agencies/transactions?pageSize=1000${query}`)).json() as Transaction[];

describe('agency balance', () => {
  it('a deposit raises the balance, bumps the version and writes a transaction', async () => {
    const [target] = await agencies();
    const before = (await transactions()).length;
    const res = await call('POST', `/v2/agencies/${target.id}/balance`, {
      action: 'deposit',
      money: 1500.25,
      comment: 'Оплата по счёту 17',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, balance: target.balance + 1500.25, version: target.version + 1 });
    const list = await transactions();
    expect(list).toHaveLength(before + 1);
    // Newest first by default, with who did it.
    expect(list[0]).toMatchObject({
      agencyId: target.id,
      action: 'deposit',
      money: 1500.25,
      agencyBalance: target.balance + 1500.25,
      author: (await call('GET', '/v2/users/me')).json().name,
      comment: 'Оплата по счёту 17',
    });
    expect(list[0].accountId).toBeUndefined();
    expect(Number(list[0].number)).toBe(before + 1);
  });

  it('a withdrawal over the balance is a 400 on /money and changes nothing', async () => {
    const [, target] = await agencies();
    const before = (await transactions()).length;
    const res = await call('POST', `/v2/agencies/${target.id}/balance`, {
      action: 'withdraw',
      money: target.balance + 0.01,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['/money']).toMatch(
      /^Сумма списания больше баланса агентства \(доступно [\d\s ]+,\d\d ₽\)$/,
    );
    const after = (await agencies()).find((a) => a.id === target.id)!;
    expect(after).toMatchObject({ balance: target.balance, version: target.version });
    expect(await transactions()).toHaveLength(before);
    const exact = await call('POST', `/v2/agencies/${target.id}/balance`, {
      action: 'withdraw',
      money: target.balance,
    });
    expect(exact.json().balance).toBe(0);
  });

  it('bad bodies are 400 with Russian field errors, never 500', async () => {
    const [target] = await agencies();
    const bad = await call('POST', `/v2/agencies/${target.id}/balance`, { action: 'steal', money: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/action': 'Выберите значение из списка',
      '/money': 'Сумма должна быть больше нуля',
    });
    expect(
      (await call('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: 'много' })).json().errors,
    ).toEqual({ '/money': 'Введите число' });
    expect((await call('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit' })).json().errors).toEqual({
      '/money': 'Обязательное поле',
    });
    expect((await call('POST', `/v2/agencies/${target.id}/balance`, [1, 2])).statusCode).toBe(400);
  });

  it('needs manageAgency and a known agency', async () => {
    const [target] = await agencies();
    expect(
      (await call('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: 1 }, agency.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/v2/agencies/${'0'.repeat(24)}/balance`, { action: 'deposit', money: 1 })).statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `/v2/agencies/${target.id}/balance`,
          payload: { action: 'deposit', money: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('the balance and the minimal CPM are not writable through the generic CRUD', async () => {
    const [target] = await agencies();
    const res = await call('PATCH', `/v2/agencies/${target.id}`, { balance: 1, minimalCPM: 1, comment: 'проверка' });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(target.balance);
    expect(res.json().minimalCPM).toBe(target.minimalCPM);
    const created = await call('POST', '/v2/agencies/', {
      name: 'Новое агентство',
      serviceModel: 'fullService',
      currency: 'rub',
      balance: 999,
    });
    expect((await call('GET', `/v2/agencies/${created.json().id}`)).json().balance).toBe(0);
  });

  it("is created only at the product's POST /v2/agencies/: the path without its slash is no second spelling", async () => {
    const body = { name: 'Новое агентство', serviceModel: 'fullService', currency: 'rub' };
    expect((await call('POST', '/v2/agencies', body)).statusCode).toBe(404);
    expect((await call('POST', '/v2/agencies/', body)).statusCode).toBe(201);
  });
});

describe('self-service settings', () => {
  it('GET /v2/agencies/selfservice lists the self-service agencies with their minimal CPM', async () => {
    const res = await call('GET', '/v2/agencies/selfservice');
    expect(res.statusCode).toBe(200);
    const selfService = (await agencies()).filter((a) => a.serviceModel === 'selfService');
    expect(selfService.length).toBeGreaterThan(0);
    expect(res.json()).toEqual(
      selfService.map((a) => ({ id: a.id, name: a.name, currency: a.currency, minimalCPM: a.minimalCPM })),
    );
    expect(res.headers['x-pagination-total']).toBe(String(selfService.length));
    expect((await call('GET', '/v2/agencies/selfservice', undefined, agency.headers)).statusCode).toBe(403);
  });

  it('PATCH sets the minimal CPM of a self-service agency only', async () => {
    const all = await agencies();
    const target = all.find((a) => a.serviceModel === 'selfService')!;
    const res = await call('PATCH', `/v2/agencies/${target.id}/selfservice`, { minimalCPM: 95.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, minimalCPM: 95.5 });
    expect((await call('GET', `/v2/agencies/${target.id}`)).json().minimalCPM).toBe(95.5);

    const full = all.find((a) => a.serviceModel === 'fullService')!;
    const refused = await call('PATCH', `/v2/agencies/${full.id}/selfservice`, { minimalCPM: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      '/minimalCPM': 'Минимальный CPM задаётся только агентствам на самообслуживании',
    });
    const bad = await call('PATCH', `/v2/agencies/${target.id}/selfservice`, { minimalCPM: -3 });
    expect(bad.json().errors).toEqual({ '/minimalCPM': 'Не меньше 0' });
    expect((await call('PATCH', `/v2/agencies/${target.id}/selfservice`, {})).json().errors).toEqual({
      '/minimalCPM': 'Обязательное поле',
    });
  });
});

describe('transactions', () => {
  it("are seeded, and each agency's journal ends at its balance", async () => {
    for (const a of (await agencies()).filter((x) => x.name !== 'Новое агентство')) {
      const mine = await transactions(`&agencyId=${a.id}`);
      expect(mine.length).toBeGreaterThanOrEqual(5);
      expect(mine[0].agencyBalance).toBe(a.balance);
      const opening = mine.at(-1)!;
      expect(opening).toMatchObject({ action: 'deposit', comment: 'Начальный баланс' });
    }
  });

  it("filter by agency, account and time range (dates in the caller's zone)", async () => {
    const all = await transactions();
    const withAccount = all.find((t) => t.accountId)!;
    const byAccount = await transactions(`&accountId=${withAccount.accountId}`);
    expect(byAccount.length).toBeGreaterThan(0);
    expect(byAccount.every((t) => t.accountId === withAccount.accountId)).toBe(true);

    const sorted = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const pivot = sorted[Math.floor(sorted.length / 2)];
    const from = pivot.createdAt;
    const range = await transactions(`&startTimeISO=${encodeURIComponent(from)}`);
    expect(range.length).toBe(sorted.filter((t) => t.createdAt >= from).length);
    const upTo = await transactions(`&endTimeISO=${encodeURIComponent(from)}`);
    expect(upTo.length).toBe(sorted.filter((t) => t.createdAt <= from).length);

    // A whole day in Moscow time: 2025-03-10 00:00 +03:00 … 2025-03-11 00:00 +03:00.
    const day = await transactions('&startTimeISO=2025-03-10&endTimeISO=2025-03-10&offsetTime=180');
    const expected = all.filter(
      (t) => t.createdAt >= '2025-03-09T21:00:00.000Z' && t.createdAt < '2025-03-10T21:00:00.000Z',
    );
    expect(day.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());

    const paged = await call('GET', '/v2/agencies/transactions?page=1&pageSize=3');
    expect(paged.json()).toHaveLength(3);
    expect(paged.headers['x-pagination-total']).toBe(String(all.length));
  });

  it('a bad time range is a 400 naming the parameter', async () => {
    const res = await call('GET', '/v2/agencies/transactions?startTimeISO=вчера&offsetTime=9999');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '/startTimeISO': 'Введите дату в формате ГГГГ-ММ-ДД или дату и время ISO 8601',
      '/offsetTime': 'Смещение часового пояса — целое число минут от -720 до 840',
    });
    const reversed = await call('GET', '/v2/agencies/transactions?startTimeISO=2025-04-01&endTimeISO=2025-03-01');
    expect(reversed.json().errors).toEqual({ '/endTimeISO': 'Окончание периода раньше начала' });
  });

  it('are read-only and need manageAgency', async () => {
    const [t] = await transactions();
    expect(
      (
        await call('POST', '/v2/agencies/transactions', {
          number: '1',
          agencyId: t.agencyId,
          action: 'deposit',
          money: 1,
        })
      ).statusCode,
    ).toBe(405);
    expect((await call('PATCH', `/v2/agencies/transactions/${t.id}`, { money: 1 })).statusCode).toBe(405);
    expect((await call('DELETE', `/v2/agencies/transactions/${t.id}`)).statusCode).toBe(405);
    expect((await call('GET', `/v2/agencies/transactions/${t.id}`)).json()).toMatchObject({ id: t.id, money: t.money });
    expect((await call('GET', '/v2/agencies/transactions', undefined, agency.headers)).statusCode).toBe(403);
  });

  it('an agency with accounts cannot be deleted', async () => {
    const [target] = await agencies();
    const res = await call('DELETE', `/v2/agencies/${target.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Нельзя удалить «${target.name}» — используется: Аккаунт «`);
  });
});
