// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formatSplit, measureSplit } from '../../scripts/lib/split';

// npm run split: declarations against per-entity code, by folder, counted as `wc -l` counts.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-split-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, lines: number, first = '') {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(
    path.join(dir, file),
    `${[first, ...Array.from({ length: lines - 1 }, (_, i) => `// ${i}`)].join('\n')}\n`,
  );
}

it('counts the lines of declarations, of demo data and of each folder of entity code, and the resource files that are declarations only', () => {
  write('schemas/zone.schema.json', 30);
  write('schemas/zone.fixture.json', 70);
  write('resources/zones.ts', 10, "import { defineResource } from '../src/engine/definition/types';");
  write('resources/areas.ts', 12, "import { AreaMap } from '../src/resourceComponents/areas/AreaMap';");
  write('src/resourceComponents/areas/AreaMap.tsx', 100);
  write('src/resourceComponents/areas/notes.md', 50);
  write('src/resourceComponents/zones/ZoneChip.tsx', 20);
  write('src/pages/forecast/page.tsx', 25);
  write('server/routes/areas.ts', 40);

  const split = measureSplit(dir);
  // The fixture is data: it makes the declarations no larger.
  expect(split.declarations.map(({ folder, files, lines }) => ({ folder, files, lines }))).toEqual([
    { folder: 'schemas', files: 1, lines: 30 },
    { folder: 'resources', files: 2, lines: 22 },
  ]);
  expect(split.data.map((s) => [s.folder, s.lines])).toEqual([['schemas/*.fixture.json', 70]]);
  const components = split.code.find((s) => s.folder === 'src/resourceComponents');
  expect(components).toMatchObject({ files: 2, lines: 120 });
  expect(components?.subfolders.map((s) => [s.folder, s.lines])).toEqual([
    ['src/resourceComponents/areas', 100],
    ['src/resourceComponents/zones', 20],
  ]);
  expect(split.code.find((s) => s.folder === 'src/pages')).toMatchObject({ files: 1, lines: 25 });
  expect(split.code.find((s) => s.folder === 'server/seed')).toMatchObject({ files: 0, lines: 0 });
  expect(split.declarativeResources).toBe(1);

  const table = formatSplit(split);
  expect(table).toMatch(/^ {2}всего +52 +3$/m);
  expect(table).toMatch(/^ {2}schemas\/\*\.fixture\.json +70 +1$/m);
  expect(table).toMatch(/^ {4}src\/resourceComponents\/zones\/ +20 +1$/m);
  expect(table).toMatch(/^ {2}src\/pages\/ +25 +1$/m);
  expect(table).toMatch(/^ {2}всего +185 +4$/m);
  expect(table).toContain('Строк кода сущностей на строку деклараций: 3.6');
  expect(table).toContain('Файлы ресурсов, импортирующие только движок: 1 из 2');
});
