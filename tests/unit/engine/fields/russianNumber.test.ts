import { describe, expect, it } from 'vitest';
import { formatRussianNumber, type RussianNumberOptions } from '../../../../src/engine/fields/russianNumber';

// The console's number formats (displayFields, audience) and Intl's defaults.
const OPTIONS: RussianNumberOptions[] = [
  {},
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 4 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

/** Deterministic values of every magnitude and sign, with halves and binary near-halves. */
function values(): number[] {
  const out = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.125,
    1.005,
    1.255,
    2.675,
    0.00005,
    -0.00001,
    999.9995,
    999999.999,
    1234,
    12345,
    123456,
    1234567.891,
    -1234567.891,
    1e20,
    2 ** 66,
    1e21,
    1.5e22,
    -3e25,
    Number.MAX_SAFE_INTEGER,
    Number.EPSILON,
    NaN,
    Infinity,
    -Infinity,
  ];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** Math.floor(random() * 16 - 6);
    const value = (random() - 0.3) * magnitude;
    out.push(value, Math.round(value * 100) / 100, Math.round(value));
  }
  return out;
}

describe('formatRussianNumber', () => {
  it('writes what Intl.NumberFormat("ru-RU") writes, for every value and option set the console uses', () => {
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat('ru-RU', options);
      const mismatches = values()
        .filter((v) => formatRussianNumber(v, options) !== intl.format(v))
        .map((v) => `${v} ${JSON.stringify(options)}: ${formatRussianNumber(v, options)} ≠ ${intl.format(v)}`);
      expect(mismatches.slice(0, 5)).toEqual([]);
    }
  });

  it('groups thousands with no-break spaces and puts a comma before the fraction', () => {
    expect(formatRussianNumber(2230000, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '2\u00a0230\u00a0000,00',
    );
    expect(formatRussianNumber(-1234.5678, { maximumFractionDigits: 4 })).toBe('-1\u00a0234,5678');
    expect(formatRussianNumber(0.1 + 0.2, { maximumFractionDigits: 4 })).toBe('0,3');
  });
});
