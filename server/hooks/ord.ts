import type { ResourceHooks, ServerContext } from '../context';
import { HttpError } from '../errors';
import { rngOf } from '../routes/audienceSupport';

/**
 * The ad registry's server-owned fields: the registry's ids (contractId, erid) and a sent
 * report frozen. VAT of the amounts is the schema's x-computed (src/domain/computed.ts).
 */

/** Where the registry shows a sent report (the reference API stands in for the registry). */
export const ORD_REPORT_URL = 'https://ord.kabinet.example/reports/';

export const REPORT_SENT = 'Отчёт уже отправлен в ОРД: изменить или удалить его нельзя';

/**
 * A sent report refuses edits and deletion with 400 and REPORT_SENT: it is the report's state,
 * not a version conflict (a 409 would offer to merge with "someone else's" version).
 */

const sent = (ctx: ServerContext, id: string) => ctx.store.get('ordReport', id)?.data.status === 'sent';

export const ordReportHooks: ResourceHooks = {
  beforeStore(ctx, { id, op, data }) {
    if (op === 'update' && sent(ctx, id)) throw new HttpError(400, REPORT_SENT);
    return data;
  },
  onDelete(ctx, id) {
    if (sent(ctx, id)) throw new HttpError(400, REPORT_SENT);
  },
  // Sending (POST /ord/report/send): when, and where the registry shows it.
  transition(ctx, { record, data }) {
    return { ...data, sendedAt: ctx.now().toISOString(), uploadedUrl: `${ORD_REPORT_URL}${record.id}` };
  },
};

/** The registry's id of a contract, given once: "CTR-" and 10 digits from the record id. */
const contractIdHooks: ResourceHooks = {
  beforeStore: (_ctx, { id, data }) => ({
    ...data,
    contractId: data.contractId ?? `CTR-${rngOf(`ctr:${id}`).digits(10)}`,
  }),
};
export const ordExternalContractHooks = contractIdHooks;
export const ordInitialContractHooks = contractIdHooks;
export const ordOurContractHooks = contractIdHooks;

const ERID_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** erid: the registry's token of a creative (a short base-58-like string), given once. */
export const ordCreativeHooks: ResourceHooks = {
  beforeStore(_ctx, { id, data }) {
    if (data.erid) return data;
    const rng = rngOf(`erid:${id}`);
    let erid = '2Vtzq';
    while (erid.length < 16) erid += rng.pick([...ERID_ALPHABET]);
    return { ...data, erid };
  },
};
