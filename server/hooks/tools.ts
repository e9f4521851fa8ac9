import type { ResourceHooks } from '../context';
import { HttpError } from '../errors';
import { readOnlyHooks } from './agencyTransaction';

const TOOLS_MESSAGES = {
  actionLogReadOnly: 'Журнал действий ведёт сервер: записи не создаются и не изменяются вручную',
  bidLogNotEditable: 'Логирование ставок не изменяется: остановите его и запустите новое',
} as const;

/** docs/product.md#states: a new debug session bypasses every named target except the SSP one. */
export const DEBUG_TARGETS_DEFAULT = {
  geo: true,
  device: true,
  user: true,
  segments: true,
  wbLists: true,
  calendar: true,
  ssp: false,
} as const;

/** Requests a running bid log writes per second in the reference API (the platform's real pace varies). */
const BID_LOG_RATE_PER_SECOND = 1;

export const actionLogHooks = readOnlyHooks(TOOLS_MESSAGES.actionLogReadOnly);

/**
 * A bid log is started (POST) and stopped (DELETE), never edited; its progress is computed on
 * the way out from the start time: `logged` grows until it reaches `count`.
 */
export const bidLogHooks: ResourceHooks = {
  beforeStore(_ctx, write) {
    if (write.op === 'update') throw new HttpError(405, TOOLS_MESSAGES.bidLogNotEditable);
    return write.data;
  },
  decorate(ctx, record) {
    const count = typeof record.count === 'number' ? record.count : 0;
    const started = Date.parse(String(record.createdAt ?? ''));
    const elapsed = Number.isNaN(started) ? 0 : Math.max(0, ctx.now().getTime() - started) / 1000;
    const logged = Math.min(count, Math.floor(elapsed * BID_LOG_RATE_PER_SECOND));
    return { ...record, logged, status: logged >= count ? 'done' : 'recording' };
  },
};
