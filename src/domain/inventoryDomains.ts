/** Which inventory domains the console and the reference API keep (docs/product.md#validation). */

/** docs/product.md#constants: inventory trust and spam range. */
const INVENTORY_SCORE_MIN = 0;
const INVENTORY_SCORE_MAX = 100;

const inScoreRange = (v: unknown): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= INVENTORY_SCORE_MIN && v <= INVENTORY_SCORE_MAX;

/** docs/product.md#validation: an inventory domain is kept only if trust and spam are both 0 to 100. */
export function isInventoryDomainKept(domain: { trust?: unknown; spam?: unknown }): boolean {
  return inScoreRange(domain.trust) && inScoreRange(domain.spam);
}
