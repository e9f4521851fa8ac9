// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Cabinet } from '../../../server/cabinets';
import { createCatalog } from '../../../src/engine/catalog';
import type { ResourceConfig } from '../../../src/engine/definition/types';
import { describeAccess } from '../../../src/engine/schema/accessText';
import { loadSchemaSet } from '../../../src/engine/schema/loadNode';
import { buildNavigation, canOpen, resourceListPath, visibleGroups } from '../../../src/layout/navigation';
import { accessHolderOf, type CurrentUser } from '../../../src/providers/authProvider';
import { session, startServer } from './helpers';
import { SCHEMAS, schemasWith } from './schemaCopy';
import { deleteUrl } from './formBody';

/*
 * One reading of x-permission and x-cabinet everywhere: for every resource and every demo
 * cabinet, the side menu shows the item exactly where the route guard opens the screen, and
 * exactly there the API lets the cabinet write (and read); the resource reference states the
 * rule the API enforces. Tried on the schemas as they are and on a copy where one resource
 * takes a list of permissions and cabinet types, the case where readings used to part.
 */
const resourceModules = import.meta.glob<{ default: ResourceConfig }>('/resources/*.ts', { eager: true });
const configs = Object.fromEntries(Object.entries(resourceModules).map(([file, module]) => [file, module.default]));

const worlds: { name: string; schemasDir: string }[] = [
  { name: 'the schemas', schemasDir: SCHEMAS },
  {
    name: 'SSPs for the admin and ORD cabinets, with «ssp» or «companions»',
    schemasDir: schemasWith('ssp.schema.json', (s) => {
      s['x-permission'] = ['ssp', 'companions'];
      s['x-cabinet'] = ['admin', 'ord'];
    }),
  },
];

for (const world of worlds) {
  describe(`access agrees in menu, route guard, API and reference: ${world.name}`, async () => {
    const server = await startServer({ schemasDir: world.schemasDir });
    afterAll(() => server.app.close());
    const ctx = server.app.kabinet;
    const catalog = createCatalog(loadSchemaSet(world.schemasDir), configs, { checkColumns: false });
    const nav = buildNavigation(catalog.resources);

    // Besides the demo cabinets, cabinets that hold one permission alone: where any-of and
    // all-of, or a type rule and none, would answer differently.
    const extra: Cabinet[] = [
      {
        id: 'a00000000000000000000001',
        name: 'Админ с одним правом',
        type: 'admin',
        parentId: null,
        permissions: { companions: true },
      },
      {
        id: 'a00000000000000000000002',
        name: 'Агентство с правом SSP',
        type: 'agency',
        parentId: null,
        permissions: { ssp: true, companions: true },
      },
      {
        id: 'a00000000000000000000003',
        name: 'ОРД с правом SSP',
        type: 'ord',
        parentId: null,
        permissions: { ssp: true },
      },
    ];
    for (const cabinet of extra) ctx.cabinets.insert(cabinet);
    // The admin user is bound to every cabinet, so each is tried with one token.
    const admin = await session(server.app, 'admin', 'admin');
    const me = async (headers: Record<string, string>) =>
      (await server.app.inject({ url: '/v2/users/me', headers })).json() as CurrentUser;
    const adminId = (await me(admin.headers)).id;
    const cabinets = ctx.cabinets.all();
    for (const cabinet of cabinets) ctx.cabinets.bind(adminId, cabinet.id);
    const headersOf = (cabinetId: string) => ({ authorization: admin.headers.authorization, cabinet: cabinetId });

    const served = (def: { schema: string }) => ctx.defs.get(def.schema)!;

    it('the reference states the rule the API enforces, for every resource', () => {
      for (const def of catalog.resources) {
        const served = ctx.defs.get(def.schema)!;
        expect({ permissions: served.permissions, cabinetTypes: served.cabinetTypes }, def.key).toEqual({
          permissions: def.permissions,
          cabinetTypes: def.cabinetTypes,
        });
        expect(describeAccess(def)).toBe(describeAccess(served));
      }
    });

    for (const cabinet of cabinets) {
      it(`${cabinet.type} «${cabinet.name}»`, async () => {
        const holder = accessHolderOf(await me(headersOf(cabinet.id)));
        expect(holder.cabinetType).toBe(cabinet.type);
        const shown = new Set(visibleGroups(nav.items, holder).flatMap((g) => g.items.map((i) => i.to)));
        const mismatches: string[] = [];
        for (const def of catalog.resources) {
          const listPath = resourceListPath(def);
          const opens = canOpen(nav.rules, listPath, holder);
          if (def.menu && shown.has(listPath) !== opens)
            mismatches.push(`${def.key}: menu ${shown.has(listPath)}, guard ${opens}`);
          // The bulk delete without ids: the permission gate answers first (403), else the empty selection (400).
          const write = await server.app.inject({
            method: 'DELETE',
            url: deleteUrl(served(def)),
            headers: headersOf(cabinet.id),
          });
          if ((write.statusCode !== 403) !== opens)
            mismatches.push(`${def.key}: guard ${opens}, API write ${write.statusCode}`);
          if (opens) {
            const read = await server.app.inject({ url: `${def.endpoint}?pageSize=1`, headers: headersOf(cabinet.id) });
            if (read.statusCode === 403) mismatches.push(`${def.key}: guard opens, API read 403`);
          }
        }
        // Bespoke pages: their menu items and their routes carry one rule.
        for (const item of nav.items.filter((i) => !catalog.resources.some((d) => resourceListPath(d) === i.to))) {
          if (shown.has(item.to) !== canOpen(nav.rules, item.to, holder))
            mismatches.push(`${item.to}: menu ${shown.has(item.to)}`);
        }
        expect(mismatches).toEqual([]);
      });
    }
  });
}
