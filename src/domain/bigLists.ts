/**
 * Big lists (docs/product.md#constants, #validation): the list types, what one value of each must
 * look like, and how a file of values is read. The console checks typed values with these rules
 * and the reference API applies the same ones to what it stores.
 */

/** Big list types (docs/product.md#constants) and what one value of each must look like. */
export type BigListType = 'ua' | 'mc' | 'ip' | 'dm' | 'dv' | 'bu';
export const BIG_LIST_MAX_VALUES = 100_000;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/([12]?\d|3[0-2]))?$/;
const IPV6 = /^[0-9a-f:]+(\/\d{1,3})?$/i;
const DOMAIN = /^(\*\.)?([a-zа-яё0-9]([a-zа-яё0-9-]{0,61}[a-zа-яё0-9])?\.)+[a-zа-яё]{2,63}$/i;
const MCC_MNC = /^\d{3}-?\d{2,3}$/;
const DEVICE_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const BUNDLE = /^(id\d{6,12}|\d{6,12}|[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+)$/;

/** What a value of the type is called in an error («не IP-адрес»). */
const WHAT: Record<BigListType, string> = {
  ua: 'User-Agent',
  mc: 'код оператора (MCC-MNC, например 250-01)',
  ip: 'IP-адрес',
  dm: 'домен',
  dv: 'идентификатор устройства (GAID или IDFA)',
  bu: 'бандл приложения',
};

/** Null when the value fits the list type, else why not, in Russian. */
export function bigListValueProblem(type: BigListType, value: string): string | null {
  if (!value) return 'пустое значение';
  if (value.length > 1024) return 'значение длиннее 1024 символов';
  const ok = {
    ua: () => !/[\r\n\t]/.test(value),
    mc: () => MCC_MNC.test(value),
    ip: () => IPV4.test(value) || (value.includes(':') && IPV6.test(value)),
    dm: () => DOMAIN.test(value),
    dv: () => DEVICE_ID.test(value),
    bu: () => BUNDLE.test(value),
  }[type]();
  return ok ? null : `не ${WHAT[type]}`;
}

/**
 * The values of a list file: one per line; of a CSV line, the first column; blank lines and a
 * header line (a first line that does not fit the type while the next one does) skipped;
 * duplicates dropped; domains lower-cased.
 */
export function parseBigListText(
  type: BigListType,
  text: string,
): { values: string[]; problems: { line: number; value: string; problem: string }[] } {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/);
  const cell = (line: string) => {
    const first = type === 'ua' ? line : line.split(/[;,\t]/)[0];
    return first
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
  };
  const normal = (v: string) => (type === 'dm' ? v.toLowerCase() : v);
  const seen = new Set<string>();
  const values: string[] = [];
  const problems: { line: number; value: string; problem: string }[] = [];
  lines.forEach((line, i) => {
    const value = normal(cell(line));
    if (!value) return;
    const problem = bigListValueProblem(type, value);
    if (problem) {
      const isHeader = i === firstNonEmpty(lines) && type !== 'ua';
      if (!isHeader) problems.push({ line: i + 1, value, problem });
      return;
    }
    if (!seen.has(value)) {
      seen.add(value);
      values.push(value);
    }
  });
  return { values, problems };
}

function firstNonEmpty(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '');
}

/** One Russian sentence about bad lines: the first ones named, the rest counted. */
export function describeProblems(problems: { line: number; value: string; problem: string }[], shown = 3): string {
  const head = problems
    .slice(0, shown)
    .map((p) => `строка ${p.line}: «${p.value.slice(0, 60)}» — ${p.problem}`)
    .join('; ');
  const rest = problems.length - shown;
  return `В файле есть неверные значения: ${head}${rest > 0 ? ` и ещё ${rest}` : ''}`;
}
