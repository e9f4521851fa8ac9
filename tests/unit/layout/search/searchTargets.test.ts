import { describe, expect, it } from 'vitest';
import { resources } from '../../../../src/engine';
import { catalog } from '../../../../src/engine/load';
import { PERMISSIONS, type AccessHolder } from '../../../../src/engine/schema';
import { buildNavigation, canOpen } from '../../../../src/layout/navigation';
import { searchTargets } from '../../../../src/layout/search/searchTargets';

const nav = buildNavigation(resources);
const labelOf = (schema: string) => catalog.schemas.get(schema)['x-label'];
const admin: AccessHolder = {
  cabinetType: 'admin',
  permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
};
const agency: AccessHolder = {
  cabinetType: 'agency',
  permissions: { manageAccounts: true, manageCampaignSegments: true, manageAudience: true },
};
const viewer: AccessHolder = { cabinetType: 'account', permissions: {} };

const schemasFor = (holder: AccessHolder) =>
  searchTargets(catalog.resources, labelOf, nav.rules, holder).map((t) => t.def.schema);

describe('the resources the search asks', () => {
  it('are those the cabinet may open, as its route guard decides: never the users or SSPs for an agency', () => {
    for (const holder of [admin, agency, viewer])
      for (const target of searchTargets(catalog.resources, labelOf, nav.rules, holder))
        expect(canOpen(nav.rules, target.def.path, holder), target.def.path).toBe(true);
    expect(schemasFor(agency)).toContain('campaign');
    expect(schemasFor(agency)).not.toContain('user');
    expect(schemasFor(agency)).not.toContain('ssp');
    expect(schemasFor(admin)).toEqual(expect.arrayContaining(['campaign', 'user', 'ssp', 'account']));
    expect(schemasFor(viewer)).not.toContain('campaign');
  });

  it('ask each schema once, by its name field, and never a list under another record', () => {
    const targets = searchTargets(catalog.resources, labelOf, nav.rules, admin);
    const schemas = targets.map((t) => t.def.schema);
    expect(new Set(schemas).size).toBe(schemas.length);
    for (const t of targets) {
      expect(t.labelField).toBe(labelOf(t.def.schema));
      expect(t.def.path).not.toContain(':');
    }
  });
});
