import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatRussianDate } from '../../../src/engine/fields/russianDate';

// The lists show dates without dayjs; they must read and write them exactly as dayjs did.
const VALUES = [
  '2026-11-27',
  '2026-01-05',
  '2026-11-27T10:05',
  '2026-11-27T10:05:30',
  '2026-11-27T10:05:30.123456',
  '2026-11-27T23:59:59Z',
  '2026-11-27T00:30:00.000Z',
  '2026-11-27T10:05:30+03:00',
  '2026-11-27 10:05',
  '20261127',
  '2026-11',
  '2026',
  '2026/11/27',
  'не дата',
  '',
  'Tue, 01 Dec 2026 10:00:00 GMT',
  1764233100000,
  0,
];

describe('formatRussianDate', () => {
  it.each(VALUES)('%s reads and writes as dayjs', (value) => {
    const d = dayjs(value as string);
    for (const withTime of [false, true]) {
      const expected = d.isValid() ? d.format(withTime ? 'DD.MM.YYYY HH:mm' : 'DD.MM.YYYY') : String(value);
      expect(formatRussianDate(value, withTime)).toBe(expected);
    }
  });

  it('writes the digits the console shows', () => {
    expect(formatRussianDate('2026-03-07')).toBe('07.03.2026');
    expect(formatRussianDate('2026-03-07T09:04:00', true)).toBe('07.03.2026 09:04');
    expect(formatRussianDate('вчера')).toBe('вчера');
  });
});
