/**
 * VAT of an amount given without it, to the kopeck: what the server stores as amount.vat and
 * amount.includingVat of ORD reports and invoices, and what their forms show while typing.
 * No React: server/hooks/ord.ts imports it.
 */
export function vatOf(excludingVat: number, vatRate: number): { vat: number; includingVat: number } {
  const vat = Math.round(excludingVat * vatRate) / 100;
  return { vat, includingVat: Math.round((excludingVat + vat) * 100) / 100 };
}
