// @vitest-environment node
// `npm run check` on the icons buttons name: one that is none of the icon list is named with the nearest right one.
import { expect, it } from 'vitest';
import { lintActionIcons } from '../../scripts/lib/iconLint';
import { ACTION_ICON_NAMES } from '../../src/engine/definition/declaredActions';
import type { ResourceConfig } from '../../src/engine/definition/types';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';
import { probe, transition } from './operationProbe';

const resource = (actions: unknown[]) => ({ schema: 'probe', path: 'probes', actions }) as unknown as ResourceConfig;
const known = `есть: ${ACTION_ICON_NAMES.join(', ')}`;

it("names a transition's misspelt icon, and its form button's, with the nearest right one", () => {
  const set = createSchemaSet({
    'probe.schema.json': probe({
      run: transition({ icon: 'modrate', transitions: [{ to: 'active', from: ['paused'], icon: 'start' }] }),
      pause: transition({ transitions: [{ to: 'paused', from: ['active'], icon: 'pasue' }] }),
    }),
  });
  expect(lintActionIcons(set, {}).map((p) => `${p.file} ${p.path}: ${p.message}`)).toEqual([
    `probe.schema.json /x-operations/run/icon: нет значка "modrate"; возможно, вы имели в виду "moderate"; ${known}`,
    `probe.schema.json /x-operations/pause/transitions/0/icon: нет значка "pasue"; возможно, вы имели в виду "pause"; ${known}`,
  ]);
});

it("names a resource file's action icon that is none, with the nearest where there is one", () => {
  const set = createSchemaSet({ 'probe.schema.json': probe({ run: transition({}) }) });
  const configs = {
    './resources/probes.ts': resource([
      { name: 'copy', label: 'k.copy', icon: 'cpy', on: ['record'] },
      { name: 'own', Record: () => null },
      { name: 'stats', label: 'k.stats', icon: 'stats', on: ['record'] },
      { name: 'odd', label: 'k.odd', icon: 'rocketShip', on: ['list'] },
    ]),
  };
  expect(lintActionIcons(set, configs).map((p) => `${p.file} ${p.path}: ${p.message}`)).toEqual([
    `resources/probes.ts /actions/0/icon: нет значка "cpy"; возможно, вы имели в виду "copy"; ${known}`,
    `resources/probes.ts /actions/3/icon: нет значка "rocketShip"; ${known}`,
  ]);
});

it('finds nothing in the icons the project names', async () => {
  const { loadSchemaSet } = await import('../../src/engine/schema/loadNode');
  expect(lintActionIcons(loadSchemaSet('schemas'), {})).toEqual([]);
});
