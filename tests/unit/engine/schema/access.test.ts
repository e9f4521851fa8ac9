import { describe, expect, it } from 'vitest';
import { accessRuleOf, allows } from '../../../../src/engine/schema/access';

/** Who may open a screen (docs/product.md#permissions), as the menu, the guard and the API ask it. */
describe('allows', () => {
  const frontOfficeOnly = accessRuleOf({ 'x-permission': 'moderationCreatives', 'x-cabinet': 'front_office' });
  const moderator = { moderationCreatives: true };

  it("lets in the front office's cabinet whichever of the product's two spellings its type comes in", () => {
    expect(allows(frontOfficeOnly, { permissions: moderator, cabinetType: 'front_office' })).toBe(true);
    expect(allows(frontOfficeOnly, { permissions: moderator, cabinetType: 'frontOffice' })).toBe(true);
    expect(allows(frontOfficeOnly, { permissions: moderator, cabinetType: 'agency' })).toBe(false);
    expect(allows(frontOfficeOnly, { permissions: moderator, cabinetType: null })).toBe(false);
  });

  it('requires every listed permission, or any one where the schema says anyOf', () => {
    const both = accessRuleOf({ 'x-permission': ['ssp', 'companions'] });
    const either = accessRuleOf({ 'x-permission': { anyOf: ['ssp', 'companions'] } });
    expect(allows(both, { permissions: { ssp: true } })).toBe(false);
    expect(allows(both, { permissions: { ssp: true, companions: true } })).toBe(true);
    expect(allows(either, { permissions: { companions: true } })).toBe(true);
    expect(allows(either, { permissions: {} })).toBe(false);
  });
});
