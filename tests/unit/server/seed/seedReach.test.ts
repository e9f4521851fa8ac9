// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../server/app';
import { reaches, referencePlaces, valuesAt } from '../../../../server/reach/references';
import { findReferenced } from '../../../../server/resourceDefs';
import { tempDir } from '../helpers';

/**
 * The demo data keeps reach by construction: every reference of every seeded record, found by
 * walking each schema's x-reference fields (no list of entities), names a record the record's
 * own tree reaches — what the agency working for its accounts could name itself through the API.
 * A campaign of one agency's account naming another agency's reservation would lend that
 * agency's reservation names to the first, and let its delete rewrite the other's campaign.
 */
const app = buildServer({ dataDir: tempDir(), seed: true });
await app.ready();
afterAll(() => app.close());
const ctx = app.kabinet;

describe('the demo data', () => {
  it('names only records in reach of the naming record’s own tree, in every reference field', () => {
    const crossings: string[] = [];
    let checked = 0;
    for (const def of ctx.defs.values()) {
      const places = referencePlaces(ctx, def.schemaId);
      if (!places.length) continue;
      for (const record of ctx.store.all(def.schemaId)) {
        const owner = record.cabinetId === null ? null : ctx.cabinets.get(record.cabinetId);
        // A record of the platform's own cabinets (or of none) may name any record.
        const scope = owner ? ctx.cabinets.treeScope(owner) : null;
        for (const place of places) {
          const target = findReferenced(ctx.defs.values(), place.resource);
          if (!target) continue;
          for (const { pointer, value } of valuesAt(record.data, place.path)) {
            if (typeof value !== 'string') continue;
            checked++;
            const named = ctx.store.get(target.schemaId, value);
            if (named && !target.shared && !reaches(scope, named))
              crossings.push(`${def.schemaId}/${record.id}${pointer} → ${target.schemaId}/${value}`);
          }
        }
      }
    }
    // The walk found the seed's references (campaigns' accounts, creatives' campaigns, …).
    expect(checked).toBeGreaterThan(1000);
    expect(crossings).toEqual([]);
  });

  it('holds no id of a record out of the tree’s reach in any other field either (a plain id copied with its name)', () => {
    const all = [...ctx.defs.values()].flatMap((def) => ctx.store.all(def.schemaId).map((record) => ({ def, record })));
    const byId = new Map<string, typeof all>();
    for (const entry of all) byId.set(entry.record.id, [...(byId.get(entry.record.id) ?? []), entry]);
    const lent: string[] = [];
    for (const { def, record } of all) {
      const owner = record.cabinetId === null ? null : ctx.cabinets.get(record.cabinetId);
      const scope = owner ? ctx.cabinets.treeScope(owner) : null;
      if (scope === null) continue;
      for (const id of new Set(JSON.stringify(record.data).match(/\b[0-9a-f]{24}\b/g) ?? [])) {
        const named = byId.get(id);
        // Some record of that id is the tree's to name (a debug session carries its campaign's id).
        if (!named || named.some(({ def: d, record: r }) => d.shared || r.cabinetId === null || reaches(scope, r)))
          continue;
        lent.push(`${def.schemaId}/${record.id} → ${named[0].def.schemaId}/${id}`);
      }
    }
    expect(lent).toEqual([]);
  });
});
