const numbers = new Intl.NumberFormat('ru-RU');
const percents = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12 345 — the way figures read in Russian. */
export const formatCount = (n: number | undefined): string => (typeof n === 'number' ? numbers.format(n) : '—');
/** 4,35 */
export const formatPercent = (n: number | undefined): string => (typeof n === 'number' ? percents.format(n) : '—');
/** 2025-11-24 → 24.11.2025 */
export const formatDay = (day: string | undefined): string => (day ? day.split('-').reverse().join('.') : '—');
/** 2025-11-24 → 24.11 (chart axes) */
export const shortDay = (day: string): string => day.slice(5).split('-').reverse().join('.');
/** Axis ticks in Russian: 10 000, not 10,000. */
export const tick = (v: number): string => formatCount(v);
