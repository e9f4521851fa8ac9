import { formatRussianNumber } from '../../engine';

/** How resource components write counts and read typed lists of values. */

export const formatNumber = (n: number | null | undefined): string =>
  typeof n === 'number' && Number.isFinite(n) ? formatRussianNumber(n) : '—';

/** The lines of a textarea as values: trimmed, empty ones dropped, duplicates once. */
export const linesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\r\n,;]+/)
      .map((l) => l.trim())
      .filter(Boolean),
  ),
];
