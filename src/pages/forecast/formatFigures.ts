const integer = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234567 → «1 234 567» (Russian grouping, as the rest of the console shows counts). */
export const formatCount = (n: number): string => integer.format(n);
/** 1234.5 → «1 234,50 ₽». */
export const formatRub = (n: number): string => `${decimal.format(n)} ₽`;
/** 12.345 → «12,35 %». */
export const formatPercent = (n: number): string => `${decimal.format(n)} %`;
