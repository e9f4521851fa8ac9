/** An audience portrait's installs: read the same way by the console and the reference API. */

/**
 * docs/product.md#validation: an audience portrait's installs text ("1 000 000+", "500+") becomes a number after
 * removing plus signs and spaces (non-breaking and thin ones too); null when what is left is not
 * a whole number.
 */
export function installsNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const digits = text.replace(/[+\s\u00a0\u202f\u2009]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
