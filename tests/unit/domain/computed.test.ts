import { describe, expect, it } from 'vitest';
import { computeValue } from '../../../src/domain/computed';

// The values x-computed names: what the server stores and the forms show while typing.
describe('computed values', () => {
  it('VAT and the sum with it, to the kopeck, from the sum without VAT and the rate', () => {
    expect(computeValue('vat', { excludingVat: 1234.56, vatRate: 20 })).toBe(246.91);
    expect(computeValue('includingVat', { excludingVat: 1234.56, vatRate: 20 })).toBe(1481.47);
    expect(computeValue('includingVat', { excludingVat: 999.99, vatRate: 0 })).toBe(999.99);
  });

  it('nothing while an input is missing or not a number', () => {
    expect(computeValue('vat', { excludingVat: 100 })).toBeUndefined();
    expect(computeValue('includingVat', { vatRate: 20 })).toBeUndefined();
    expect(computeValue('vat', { excludingVat: '100', vatRate: 20 })).toBeUndefined();
  });
});
