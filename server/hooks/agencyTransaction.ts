import type { ResourceHooks, ServerContext } from '../context';
import { HttpError } from '../errors';
import { newObjectId } from '../objectIds';

/** Server-written journals (transactions, reservation versions): clients only read them. */
export function readOnlyHooks(message: string): ResourceHooks {
  const refuse = (): never => {
    throw new HttpError(405, message);
  };
  return { beforeStore: refuse, onDelete: refuse, serverWritten: true };
}

/** Defence in depth: routes/agency.ts (refuseWrites) refuses client writes before the generic CRUD runs. */
export const TRANSACTIONS_READ_ONLY = 'Транзакции создаются только операциями с балансом и не изменяются';
export const agencyTransactionHooks = readOnlyHooks(TRANSACTIONS_READ_ONLY);

export interface TransactionEntry {
  agencyId: string;
  accountId?: string;
  action: 'deposit' | 'withdraw';
  money: number;
  currency?: string;
  agencyBalance: number;
  accountBalance?: number;
  author?: string;
  comment?: string;
}

/**
 * Appends one operation to the journal, owned by the agency's cabinet (so the agency and the
 * platform see it). The balance calls and the seed both write through here; the caller owns
 * the transaction, so the balance and its journal line are stored together or not at all.
 */
export function writeTransaction(
  ctx: ServerContext,
  entry: TransactionEntry,
  { owner, at = ctx.now(), id = newObjectId() }: { owner: string | null; at?: Date; id?: string },
): string {
  const { n } = ctx.db.prepare("SELECT count(*) AS n FROM records WHERE resource = 'agencyTransaction'").get() as {
    n: number;
  };
  const data: Record<string, unknown> = { number: String(n + 1).padStart(6, '0'), createdAt: at.toISOString() };
  for (const [key, value] of Object.entries(entry)) if (value !== undefined && value !== '') data[key] = value;
  const errors = ctx.set.validate('agencyTransaction', data);
  if (errors) throw new Error(`Некорректная транзакция: ${JSON.stringify(errors)}`);
  ctx.store.insert('agencyTransaction', id, owner, data, at.toISOString());
  return id;
}
