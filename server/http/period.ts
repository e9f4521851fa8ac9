import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';

/**
 * The time range of date lists (docs/product.md#calls: "Date lists use startTimeISO, endTimeISO,
 * offsetTime"). A bound is a date (YYYY-MM-DD, a whole day) or an ISO date-time; a date or a
 * date-time without a zone is read in the caller's zone, offsetTime minutes east of UTC
 * (Moscow = 180). `to` is exclusive: an end date includes that whole day.
 */
export interface Period {
  from: Date | null;
  to: Date | null;
  offsetMinutes: number;
}

const PERIOD_MESSAGES = {
  badDate: 'Введите дату в формате ГГГГ-ММ-ДД или дату и время ISO 8601',
  badOffset: 'Смещение часового пояса — целое число минут от -720 до 840',
  endBeforeStart: 'Окончание периода раньше начала',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DAY_MS = 86_400_000;

const first = (v: string | string[] | undefined): string | undefined =>
  (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

function parseOffset(raw: string | undefined): number | null {
  if (raw === undefined) return 0;
  const zone = /^([+-])(\d{2}):?(\d{2})$/.exec(raw);
  const n = zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : Number(raw);
  return Number.isInteger(n) && n >= -720 && n <= 840 ? n : null;
}

/** One bound as an instant; `end` moves a whole date to the start of the next day. */
function parseBound(raw: string, offsetMinutes: number, end: boolean): Date | null {
  const shift = offsetMinutes * 60_000;
  const date = DATE.exec(raw);
  if (date) {
    const ms = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
    const d = new Date(ms);
    if (d.getUTCDate() !== Number(date[3])) return null; // 2025-02-30
    return new Date(ms - shift + (end ? DAY_MS : 0));
  }
  if (LOCAL_DATE_TIME.test(raw)) {
    const ms = Date.parse(`${raw}Z`);
    return Number.isNaN(ms) ? null : new Date(ms - shift + (end ? 1 : 0));
  }
  const ms = Date.parse(raw);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  return new Date(ms + (end ? 1 : 0));
}

/** The period of a request, or 400 naming the bad parameter. Bounds may be absent (open range). */
export function parsePeriod(query: QueryInput): Period {
  const errors: Record<string, string> = {};
  const offset = parseOffset(first(query.offsetTime));
  if (offset === null) errors['/offsetTime'] = PERIOD_MESSAGES.badOffset;
  const read = (name: 'startTimeISO' | 'endTimeISO') => {
    const raw = first(query[name]);
    if (raw === undefined) return null;
    const d = parseBound(raw, offset ?? 0, name === 'endTimeISO');
    if (!d) errors[`/${name}`] = PERIOD_MESSAGES.badDate;
    return d;
  };
  const from = read('startTimeISO');
  const to = read('endTimeISO');
  if (from && to && to <= from) errors['/endTimeISO'] = PERIOD_MESSAGES.endBeforeStart;
  if (Object.keys(errors).length) throw invalid(errors);
  return { from, to, offsetMinutes: offset ?? 0 };
}

/** The caller's calendar day (YYYY-MM-DD) of an instant. */
export function localDay(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Every calendar day of [from, to) in the caller's zone, oldest first. */
export function daysOf(from: Date, to: Date, offsetMinutes: number): string[] {
  const days: string[] = [];
  const last = localDay(new Date(to.getTime() - 1), offsetMinutes);
  for (
    let day = localDay(from, offsetMinutes);
    day <= last;
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
  ) {
    days.push(day);
  }
  return days;
}
