// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

/**
 * Amounts moved between balances: more than zero and in whole kopecks (a 0.004 deposit used to
 * write a journal row of 0 roubles), and never past the cap a balance may hold (a deposit past
 * the journal's 1e12 used to answer 500 and store nothing). Each refusal is a 400 at the amount.
 */
const { admin, send } = await seededApi();

type Agency = { id: string; balance: number; currency: string };
const agencies = async () => (await send('GET', '/v2/agencies?pageSize=100')).json() as Agency[];
const journal = async () => (await send('GET', '/v2/agencies/transactions?pageSize=1000')).json() as unknown[];
const account = async (id: string) =>
  (await send('GET', `/v2/accounts/${id}`)).json() as { id: string; agencyID: string; finance: { balance: number } };

describe('a balance change', () => {
  it('refuses amounts below a kopeck or past two decimals, at the amount, and writes no journal row', async () => {
    const [target] = await agencies();
    const [acc] = (await send('GET', `/v2/accounts?agencyID=${target.id}&pageSize=1`)).json() as { id: string }[];
    const before = (await journal()).length;
    for (const money of [1e-9, 0.001, 0.004, 1e-320, 10.005])
      for (const url of [`/v2/agencies/${target.id}/balance`, `/v2/accounts/${acc.id}/balance`]) {
        const res = await send('POST', url, { action: 'deposit', money }, admin.headers);
        expect(res.statusCode, `${url} ${money}`).toBe(400);
        expect(res.json().errors).toEqual({ '/money': 'Не больше двух знаков после запятой' });
      }
    expect((await journal()).length).toBe(before);
    // A kopeck is an amount.
    const kopeck = await send('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: 0.01 });
    expect(kopeck.statusCode).toBe(200);
    expect(kopeck.json().balance).toBe(Math.round((target.balance + 0.01) * 100) / 100);
  });

  it('refuses a deposit past the cap of a balance at the amount, and the largest one that fits goes through', async () => {
    const [, target] = await agencies();
    const before = (await journal()).length;
    const over = await send('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: 1e12 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors['/money']).toMatch(
      /^Баланс агентства превысит предельную сумму: сумма — не больше [\d\s]+,\d\d ₽$/,
    );
    expect((await journal()).length).toBe(before);
    const fits = Math.round((1e12 - target.balance) * 100) / 100;
    const full = await send('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: fits });
    expect(full.statusCode).toBe(200);
    expect(full.json().balance).toBe(1e12);

    // The full agency funds an account (within its cap), and a withdrawal back past the agency's cap is refused.
    const [acc] = (await send('GET', `/v2/accounts?agencyID=${target.id}&pageSize=1`)).json() as { id: string }[];
    const funded = await send('POST', `/v2/accounts/${acc.id}/balance`, { action: 'deposit', money: 100 });
    expect(funded.statusCode).toBe(200);
    await send('POST', `/v2/agencies/${target.id}/balance`, { action: 'deposit', money: 100 });
    const back = await send('POST', `/v2/accounts/${acc.id}/balance`, { action: 'withdraw', money: 100 });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors['/money']).toMatch(/^Баланс агентства превысит предельную сумму: сумма — не больше 0,00/);
    expect((await account(acc.id)).finance.balance).toBe(funded.json().finance.balance);
  });
});
