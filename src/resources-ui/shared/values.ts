import { formatRussianNumber } from '../../engine';

/** How resource components write counts and read typed lists of values. */

export const formatNumber = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? formatRussianNumber(n) : '—');

/** The lines of a textarea as values: trimmed, empty ones dropped, duplicates once. */
export const linesOf = (text: string): string[] => [...new Set(text.split(/[\r\n,;]+/).map((l) => l.trim()).filter(Boolean))];

/** The first message of a form field error, nested ones included ({ 3: { message } } for a list item). */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = errorText(value);
    if (nested) return nested;
  }
  return undefined;
}
