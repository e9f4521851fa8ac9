import { writeTransaction, type TransactionEntry } from '../hooks/agencyTransaction';
import type { SeedModule } from './index';
import { PEOPLE } from './names';

const START = Date.parse('2025-03-03T07:30:00.000Z');
const COMMENTS = {
  deposit: ['Оплата по счёту', 'Пополнение по договору', 'Предоплата за квартал'],
  withdraw: ['Возврат средств агентству', 'Корректировка баланса'],
  transfer: 'Распределение бюджета на аккаунт',
};

/**
 * A journal for every agency whose running balance ends exactly at the agency's seeded balance:
 * an opening deposit, a few deposits and withdrawals, and transfers to two of its accounts
 * (each that account's latest operation, so its balance after matches the account too).
 */
export const agencyTransactionsSeed: SeedModule = {
  resource: 'agencyTransaction',
  run({ ctx, rng, records }) {
    let clock = START;
    const accounts = records('account');
    for (const agency of records('agency')) {
      const final = Math.round(Number(agency.data.balance ?? 0) * 100);
      const currency = String(agency.data.currency);
      const ops: Omit<TransactionEntry, 'agencyBalance'>[] = [];
      for (let i = 0; i < 4; i++) {
        const action = i % 3 === 2 ? 'withdraw' : 'deposit';
        const share = action === 'deposit' ? rng.int(8, 20) : rng.int(2, 6);
        ops.push({
          agencyId: agency.id,
          action,
          money: Math.round((final * share) / 100) / 100,
          currency,
          comment: rng.pick(COMMENTS[action]),
        });
      }
      for (const account of accounts.filter((a) => a.data.agencyID === agency.id).slice(0, 2)) {
        const balance = Number((account.data.finance as { balance?: number }).balance ?? 0);
        if (balance <= 0) continue;
        ops.push({
          agencyId: agency.id,
          accountId: account.id,
          action: 'deposit',
          money: balance,
          currency,
          accountBalance: balance,
          comment: COMMENTS.transfer,
        });
      }
      // An agency's balance goes down on its own withdrawals and on transfers to its accounts.
      const delta = (op: (typeof ops)[number]) =>
        Math.round(op.money * 100) * (op.action === 'deposit' && !op.accountId ? 1 : -1);
      // Deposits stay under 60 % of the final balance, so the opening deposit is always positive.
      const opening = final - ops.reduce((sum, op) => sum + delta(op), 0);
      ops.unshift({
        agencyId: agency.id,
        action: 'deposit',
        money: opening / 100,
        currency,
        comment: 'Начальный баланс',
      });
      let running = 0;
      for (const op of ops) {
        clock += rng.int(6, 96) * 3600_000 + rng.int(0, 3599) * 1000;
        running += delta(op);
        writeTransaction(
          ctx,
          { ...op, agencyBalance: running / 100, author: rng.pick(PEOPLE).name },
          {
            owner: agency.cabinetId,
            at: new Date(clock),
            id: rng.objectId(),
          },
        );
      }
    }
  },
};
