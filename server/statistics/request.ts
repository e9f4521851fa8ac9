import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { localDay, parsePeriod } from '../http/period';
import type { Scope } from '../store';
import { DIMENSIONS, DIMENSION_TITLES, METRICS, type Dimension, type Metric } from './dimensions';
import type { FactsQuery } from './query';
import { isObjectId } from '../../src/domain/objectId';

const lower = (t: string) => (t === t.toUpperCase() ? t : t.toLowerCase());

/** Russian messages of the report parameters (400, keyed by the parameter). */
export const REPORT_MESSAGES = {
  badGroup: (g: string) =>
    `Группировка «${g}» недоступна: выберите из ${DIMENSIONS.map((d) => lower(DIMENSION_TITLES[d])).join(', ')}`,
  repeatedGroup: (g: string) => `Группировка «${DIMENSION_TITLES[g as Dimension] ?? g}» указана дважды`,
  badId: 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
  badSort: (s: string) => `Сортировка по «${s}» недоступна: выберите группировку отчёта или показатель`,
  badOrder: 'Порядок сортировки — asc или desc',
  badPage: 'Номер страницы — целое число не меньше 1',
  badPageSize: (max: number) => `Размер страницы — целое число от 1 до ${max}`,
  tooLong: 'Период отчёта — не больше 366 дней',
  tooManyRows: (n: number, max: number) =>
    `В сводной статистике не больше ${max.toLocaleString('ru-RU')} строк, а группировка даёт ${n.toLocaleString('ru-RU')}: уберите часть группировок, сократите период или откройте детальную статистику`,
} as const;

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;
const MAX_DAYS = 366;

export const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

export interface ReportRequest {
  facts: FactsQuery;
  sort: Dimension | Metric | null;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * A report's query string: period (startTimeISO, endTimeISO, offsetTime; without bounds the
 * last 7 days up to the end of today in the caller's zone), groupBy, the accounts / campaigns /
 * ssps filters, sort + order, page + pageSize. Every mistake is collected into one 400.
 */
export function parseReportRequest(
  ctx: ServerContext,
  query: QueryInput,
  scope: Scope,
  maxPageSize: number,
): ReportRequest {
  const errors: Record<string, string> = {};
  let period: ReturnType<typeof parsePeriod> = { from: null, to: null, offsetMinutes: 0 };
  try {
    period = parsePeriod(query);
  } catch (e) {
    Object.assign(errors, (e as { errors?: Record<string, string> }).errors ?? {});
  }
  const offset = period.offsetMinutes;
  const endOfToday = new Date(Date.parse(`${localDay(ctx.now(), offset)}T00:00:00Z`) + DAY_MS - offset * 60_000);
  const to =
    period.to ?? (period.from ? new Date(Math.max(endOfToday.getTime(), period.from.getTime() + DAY_MS)) : endOfToday);
  const from = period.from ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (!errors['/endTimeISO'] && to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    errors['/endTimeISO'] = REPORT_MESSAGES.tooLong;

  const groupBy = list(query.groupBy);
  const badGroup = groupBy.find((g) => !DIMENSIONS.includes(g as Dimension));
  const repeated = groupBy.find((g, i) => groupBy.indexOf(g) !== i);
  if (badGroup) errors['/groupBy'] = REPORT_MESSAGES.badGroup(badGroup);
  else if (repeated) errors['/groupBy'] = REPORT_MESSAGES.repeatedGroup(repeated);

  const ids = (name: 'accounts' | 'campaigns') => {
    const values = list(query[name]);
    const bad = values.findIndex((v) => !isObjectId(v));
    if (bad >= 0) errors[`/${name}/${bad}`] = REPORT_MESSAGES.badId;
    return values;
  };
  const accounts = ids('accounts');
  const campaigns = ids('campaigns');
  const ssps = list(query.ssps);

  const sortRaw = first(query.sort);
  const sort = sortRaw ?? null;
  if (sort && !(groupBy.includes(sort) || METRICS.includes(sort as Metric)))
    errors['/sort'] = REPORT_MESSAGES.badSort(sort);
  const orderRaw = first(query.order)?.toLowerCase();
  if (orderRaw && orderRaw !== 'asc' && orderRaw !== 'desc') errors['/order'] = REPORT_MESSAGES.badOrder;

  const int = (name: 'page' | 'pageSize', fallback: number, max: number, message: string) => {
    const raw = first(query[name]);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      errors[`/${name}`] = message;
      return fallback;
    }
    return n;
  };
  const page = int('page', 1, Number.MAX_SAFE_INTEGER, REPORT_MESSAGES.badPage);
  const pageSize = int('pageSize', Math.min(50, maxPageSize), maxPageSize, REPORT_MESSAGES.badPageSize(maxPageSize));

  if (Object.keys(errors).length) throw invalid(errors);
  return {
    facts: { from, to, offsetMinutes: offset, groupBy: groupBy as Dimension[], accounts, campaigns, ssps, scope },
    sort: sort as Dimension | Metric | null,
    order:
      orderRaw === 'desc'
        ? 'desc'
        : orderRaw === 'asc'
          ? 'asc'
          : sort && METRICS.includes(sort as Metric)
            ? 'desc'
            : 'asc',
    page,
    pageSize,
  };
}
