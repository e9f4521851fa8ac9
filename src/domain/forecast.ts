/**
 * The rules of a forecast request that JSON Schema cannot say (the period's order and length).
 * React-free: the form (src/pages/forecast) and the reference API (server/routes/forecast.ts)
 * both run them after the schema validator of schemas/forecastRequest.schema.json.
 */
export const FORECAST_MAX_DAYS = 366;

export const FORECAST_RULE_MESSAGES = {
  endBeforeStart: 'Дата окончания раньше даты начала',
  tooLong: `Период прогноза — не больше ${FORECAST_MAX_DAYS} дней`,
} as const;

const DAY_MS = 86_400_000;

/** Days of an inclusive period of ISO dates (2025-03-01..2025-03-01 is one day); NaN if unparseable. */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Field errors by JSON Pointer beyond the schema's, or null. */
export function forecastRuleErrors(body: {
  dates?: { start?: unknown; end?: unknown };
}): Record<string, string> | null {
  const { start, end } = body.dates ?? {};
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const days = periodDays(start, end);
  if (Number.isNaN(days)) return null;
  if (days < 1) return { '/dates/end': FORECAST_RULE_MESSAGES.endBeforeStart };
  if (days > FORECAST_MAX_DAYS) return { '/dates/end': FORECAST_RULE_MESSAGES.tooLong };
  return null;
}
