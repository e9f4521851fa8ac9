const SIGNS: Record<string, string> = { rub: '₽', usd: '$' };
const amount = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5, 'rub' → «1 234,50 ₽», as the server words amounts in its messages. */
export function formatMoney(value: unknown, currency?: unknown): string {
  const n = typeof value === 'number' ? value : 0;
  const sign = SIGNS[String(currency)];
  return sign ? `${amount.format(n)} ${sign}` : amount.format(n);
}
