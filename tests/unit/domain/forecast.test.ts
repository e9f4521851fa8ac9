import { describe, expect, it } from 'vitest';
import { FORECAST_RULE_MESSAGES, forecastRuleErrors, periodDays } from '../../../src/domain/forecast';

describe('the forecast period', () => {
  it('counts both ends: one day from a day to itself, a leap year has 366', () => {
    expect(periodDays('2025-03-01', '2025-03-01')).toBe(1);
    expect(periodDays('2025-03-01', '2025-03-31')).toBe(31);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodDays('2025-03-01', 'никогда')).toBeNaN();
  });

  it('refuses an end before the start and a period over 366 days, at the end date', () => {
    expect(forecastRuleErrors({ dates: { start: '2025-03-02', end: '2025-03-01' } })).toEqual({
      '/dates/end': FORECAST_RULE_MESSAGES.endBeforeStart,
    });
    expect(forecastRuleErrors({ dates: { start: '2024-01-01', end: '2025-01-01' } })).toEqual({
      '/dates/end': FORECAST_RULE_MESSAGES.tooLong,
    });
    expect(FORECAST_RULE_MESSAGES.tooLong).toBe('Период прогноза — не больше 366 дней');
  });

  it('leaves to the schema what is missing or no date, and accepts a period within the rules', () => {
    expect(forecastRuleErrors({ dates: { start: '2024-01-01', end: '2024-12-31' } })).toBeNull();
    expect(forecastRuleErrors({})).toBeNull();
    expect(forecastRuleErrors({ dates: { start: '2025-03-01' } })).toBeNull();
    expect(forecastRuleErrors({ dates: { start: 'x', end: 'y' } })).toBeNull();
  });
});
