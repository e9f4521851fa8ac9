/**
 * Dates and date-times as the console writes them (DD.MM.YYYY, DD.MM.YYYY HH:mm), read the way
 * dayjs reads them: an ISO text without a zone is local time, one ending in Z is UTC, anything
 * else goes to `Date`. Every list shows dates, and dayjs itself (~3 KB of gzip) stays with the
 * screens that need more of it (date pickers, reports).
 */
const ISO_LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parse(value: unknown): Date {
  if (value === null) return new Date(NaN);
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = ISO_LOCAL.exec(value);
    if (d) {
      const n = (part: string | undefined, empty: number) => (part ? Number(part) : empty);
      return new Date(
        Number(d[1]),
        Number(d[2]) - 1 || 0,
        n(d[3], 1),
        n(d[4], 0),
        n(d[5], 0),
        n(d[6], 0),
        Number((d[7] || '0').substring(0, 3)),
      );
    }
  }
  return new Date(value as string);
}

const two = (n: number) => String(n).padStart(2, '0');

/** The date (with the time if asked) in the Russian format; a value that is no date, as it is. */
export function formatRussianDate(value: unknown, withTime = false): string {
  const d = parse(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const date = `${two(d.getDate())}.${two(d.getMonth() + 1)}.${String(d.getFullYear()).padStart(4, '0')}`;
  return withTime ? `${date} ${two(d.getHours())}:${two(d.getMinutes())}` : date;
}
