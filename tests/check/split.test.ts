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

it('counts the lines of declarations and of each folder of entity code, and the resource files that are declarations only', () => {
  write('schemas/zone.schema.json', 30);
  write('resources/zones.ts', 10, "import { defineResource } from '../src/engine/definition/types';");
  write('resources/areas.ts', 12, "import { AreaMap } from '../src/resourceComponents/areas/AreaMap';");
  write('src/resourceComponents/areas/AreaMap.tsx', 100);
  write('src/resourceComponents/areas/notes.md', 50);
  write('server/routes/areas.ts', 40);

  const split = measureSplit(dir);
  expect(split.declarations).toEqual([
    { folder: 'schemas', files: 1, lines: 30 },
    { folder: 'resources', files: 2, lines: 22 },
  ]);
  expect(split.code.find((s) => s.folder === 'src/resourceComponents')).toEqual({
    folder: 'src/resourceComponents',
    files: 1,
    lines: 100,
  });
  expect(split.code.find((s) => s.folder === 'server/seed')).toEqual({ folder: 'server/seed', files: 0, lines: 0 });
  expect(split.declarativeResources).toBe(1);

  const table = formatSplit(split);
  expect(table).toMatch(/^ {2}всего +52 +3$/m);
  expect(table).toMatch(/^ {2}всего +140 +2$/m);
  expect(table).toContain('Строк кода сущностей на строку деклараций: 2.7');
  expect(table).toContain('Файлы ресурсов, импортирующие только движок: 1 из 2');
});
