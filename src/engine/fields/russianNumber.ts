/**
 * Numbers written as Intl.NumberFormat('ru-RU') writes them («1 234 567,89», no-break spaces
 * between the thousands, a comma before the fraction), without Intl for finite numbers.
 *
 * Why not Intl: the page's first Intl formatter loads the browser's ICU data, 30–50 ms of main
 * thread on this class of machine and four times that on Lighthouse's phone, in the middle of
 * the first list's start. Like ICU, this rounds the number's shortest
 * decimal form (1.005 → «1,01», where toFixed, rounding the double's exact value, says 1.00),
 * half away from zero; tests/unit/engine/fields/russianNumber.test.ts compares the two. Values beyond plain
 * digits (1e21 and over, NaN, ±∞) still go to Intl.
 */
export interface RussianNumberOptions {
  minimumFractionDigits?: number;
  /** Intl's default for a plain number is 3. */
  maximumFractionDigits?: number;
}

const GROUP = '\u00a0';

export function formatRussianNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: RussianNumberOptions = {},
): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('ru-RU', { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  let [whole, fraction] = decimalDigits(Math.abs(value));
  if (fraction.length > maximumFractionDigits) {
    const up = fraction[maximumFractionDigits] >= '5';
    fraction = fraction.slice(0, maximumFractionDigits);
    if (up) {
      const next = String(BigInt(whole + fraction) + 1n).padStart(whole.length + fraction.length, '0');
      whole = next.slice(0, next.length - fraction.length);
      fraction = next.slice(whole.length);
    }
  }
  fraction = fraction.padEnd(minimumFractionDigits, '0');
  const digits = fraction.slice(0, Math.max(minimumFractionDigits, fraction.replace(/0+$/, '').length));
  // Intl writes the sign of every negative number, -0 and what rounds to zero included.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, GROUP)}${digits ? `,${digits}` : ''}`;
}

/** The integer and fraction digits of a non-negative finite number below 1e21, in its shortest form. */
function decimalDigits(value: number): [string, string] {
  const [, lead, rest = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value))!;
  const digits = lead + rest;
  const point = lead.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}
