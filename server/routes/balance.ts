import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { writeTransaction } from '../hooks/agencyTransaction';
import type { Scope, StoredRecord } from '../store';
import { rewrite, validBody, type Data } from './access';

/**
 * Balance operations (docs/product.md#entities "Balance update: action, money"; body schema balanceChange).
 * An agency's deposit and withdrawal move money in and out of the platform; an account's move
 * it between the account and its agency (an agency funds its advertisers from its balance).
 * Nothing ever goes below zero, and every call writes one agencyTransaction in the same
 * database transaction as the balances.
 */
const BALANCE_MESSAGES = {
  agencyShort: (available: string) => `Сумма списания больше баланса агентства (доступно ${available})`,
  accountShort: (available: string) => `Сумма списания больше баланса аккаунта (доступно ${available})`,
  agencyCannotFund: (available: string) => `Недостаточно средств на балансе агентства (доступно ${available})`,
  currencyMismatch: 'Валюта аккаунта не совпадает с валютой агентства: перевод между ними невозможен',
  noAgency: 'Агентство аккаунта не найдено',
  /** A balance has the money fields' cap (the journal keeps balances within it): a deposit past it is refused at the amount. */
  overCap: (whose: string, available: string) =>
    `Баланс ${whose} превысит предельную сумму: сумма — не больше ${available}`,
} as const;

const SIGNS: Record<string, string> = { rub: '₽', usd: '$' };
const amountFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatMoney = (value: number, currency: unknown): string =>
  `${amountFormat.format(value)}${SIGNS[String(currency)] ? ` ${SIGNS[String(currency)]}` : ''}`;

/** Kopecks are the unit: sums of floats must not leave 0.30000000000000004 on a balance. */
const cents = (value: number): number => Math.round(value * 100);
const fromCents = (value: number): number => value / 100;

/** Who did it, as the journal shows it: the user's name, else the login. */
export function authorOf(ctx: ServerContext, req: FastifyRequest): string {
  const { userId } = ctx.auth.session(req);
  const name = ctx.store.get('user', userId)?.data.name;
  if (typeof name === 'string' && name.trim()) return name;
  const row = ctx.db.prepare('SELECT login FROM credentials WHERE user_id = ?').get(userId) as
    { login: string } | undefined;
  return row?.login ?? '';
}

export interface BalanceChange {
  action: 'deposit' | 'withdraw';
  money: number;
  comment?: string;
}

export function balanceBody(ctx: ServerContext, body: unknown, scope: Scope): BalanceChange {
  return validBody(ctx, 'balanceChange', body, scope) as unknown as BalanceChange;
}

const agencyBalance = (agency: StoredRecord) => cents(Number(agency.data.balance ?? 0));

/** The most a balance may hold, in kopecks: the maximum its schema gives it (the money fields' cap). */
function balanceCap(ctx: ServerContext, schemaId: 'agency' | 'account', path: string): number {
  const prop = ctx.defs.get(schemaId)?.property(path);
  const max = prop ? ctx.set.resolve(prop).maximum : undefined;
  return typeof max === 'number' ? cents(max) : Number.MAX_SAFE_INTEGER;
}
const accountFinance = (account: StoredRecord) => (account.data.finance ?? {}) as Data;

/** Deposit to or withdrawal from an agency's own balance. Returns the stored agency. */
export function changeAgencyBalance(
  ctx: ServerContext,
  agency: StoredRecord,
  change: BalanceChange,
  author: string,
): StoredRecord {
  const agencyDef = ctx.defs.get('agency')!;
  const amount = cents(change.money);
  const before = agencyBalance(agency);
  if (change.action === 'withdraw' && amount > before) {
    throw invalid({ '/money': BALANCE_MESSAGES.agencyShort(formatMoney(fromCents(before), agency.data.currency)) });
  }
  const cap = balanceCap(ctx, 'agency', 'balance');
  if (change.action === 'deposit' && before + amount > cap)
    throw invalid({
      '/money': BALANCE_MESSAGES.overCap(
        'агентства',
        formatMoney(fromCents(Math.max(0, cap - before)), agency.data.currency),
      ),
    });
  const after = change.action === 'deposit' ? before + amount : before - amount;
  return ctx.db.transaction(() => {
    const stored = rewrite(ctx, agencyDef, agency, { ...agency.data, balance: fromCents(after) });
    writeTransaction(
      ctx,
      {
        agencyId: agency.id,
        action: change.action,
        money: fromCents(amount),
        currency: agency.data.currency as string,
        agencyBalance: fromCents(after),
        author,
        comment: change.comment,
      },
      { owner: agency.cabinetId },
    );
    return stored;
  })();
}

/**
 * Deposit to an account (taken from its agency) or withdrawal from it (returned to the agency).
 * Both sides must hold the same currency. Returns the stored account.
 */
export function changeAccountBalance(
  ctx: ServerContext,
  account: StoredRecord,
  change: BalanceChange,
  author: string,
): StoredRecord {
  const agency = ctx.store.get('agency', String(account.data.agencyID ?? ''));
  if (!agency) throw invalid({ '/money': BALANCE_MESSAGES.noAgency });
  const finance = accountFinance(account);
  if (finance.currency !== agency.data.currency) throw invalid({ '/money': BALANCE_MESSAGES.currencyMismatch });
  const amount = cents(change.money);
  const accountBefore = cents(Number(finance.balance ?? 0));
  const agencyBefore = agencyBalance(agency);
  if (change.action === 'deposit' && amount > agencyBefore) {
    throw invalid({
      '/money': BALANCE_MESSAGES.agencyCannotFund(formatMoney(fromCents(agencyBefore), agency.data.currency)),
    });
  }
  if (change.action === 'withdraw' && amount > accountBefore) {
    throw invalid({ '/money': BALANCE_MESSAGES.accountShort(formatMoney(fromCents(accountBefore), finance.currency)) });
  }
  // The side the money goes to must stay within its cap: the account on a deposit, the agency on a withdrawal.
  const accountCap = balanceCap(ctx, 'account', 'finance.balance');
  const agencyCap = balanceCap(ctx, 'agency', 'balance');
  if (change.action === 'deposit' && accountBefore + amount > accountCap)
    throw invalid({
      '/money': BALANCE_MESSAGES.overCap(
        'аккаунта',
        formatMoney(fromCents(Math.max(0, accountCap - accountBefore)), finance.currency),
      ),
    });
  if (change.action === 'withdraw' && agencyBefore + amount > agencyCap)
    throw invalid({
      '/money': BALANCE_MESSAGES.overCap(
        'агентства',
        formatMoney(fromCents(Math.max(0, agencyCap - agencyBefore)), agency.data.currency),
      ),
    });
  const sign = change.action === 'deposit' ? 1 : -1;
  const accountAfter = accountBefore + sign * amount;
  const agencyAfter = agencyBefore - sign * amount;
  return ctx.db.transaction(() => {
    const stored = rewrite(ctx, ctx.defs.get('account')!, account, {
      ...account.data,
      finance: { ...finance, balance: fromCents(accountAfter) },
    });
    rewrite(ctx, ctx.defs.get('agency')!, agency, { ...agency.data, balance: fromCents(agencyAfter) });
    writeTransaction(
      ctx,
      {
        agencyId: agency.id,
        accountId: account.id,
        action: change.action,
        money: fromCents(amount),
        currency: agency.data.currency as string,
        agencyBalance: fromCents(agencyAfter),
        accountBalance: fromCents(accountAfter),
        author,
        comment: change.comment,
      },
      { owner: agency.cabinetId },
    );
    return stored;
  })();
}
