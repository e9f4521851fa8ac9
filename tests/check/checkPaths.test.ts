// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkProject } from '../../scripts/lib/checkProject';
import { formatProblem } from '../../src/engine/schema';

// `npm run check` names files from the repository's root, so a click in the terminal opens them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.mkdirSync(path.join(dir, 'schemas'));
fs.copyFileSync('schemas/_defs.schema.json', path.join(dir, 'schemas/_defs.schema.json'));
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'schemas', name), text);

it('names a schema file that is not JSON from the repository root', () => {
  write('zone.schema.json', '{ "$id": "zone", }');
  expect(checkProject(dir, {}).map(formatProblem)).toEqual([
    expect.stringMatching(/^schemas\/zone\.schema\.json: \/: неверный JSON: /),
  ]);
});

it('names schema and resource files from the repository root', () => {
  write(
    'zone.schema.json',
    JSON.stringify({
      $id: 'zone',
      title: 'Зона',
      type: 'object',
      'x-endpoint': '/v2/zones',
      properties: { name: { type: 'string', title: 'Название' } },
    }),
  );
  const problems = checkProject(dir, {
    '/resources/zones.ts': { schema: 'zone', path: 'zones', list: { columns: ['nmae'] } },
  }).map(formatProblem);
  expect(problems).toEqual([
    'resources/zones.ts: /list/columns/0: "nmae" — не поле схемы zone; возможно, вы имели в виду "name"',
  ]);
  write(
    'zone.schema.json',
    JSON.stringify({ $id: 'zone', title: 'Zone', type: 'object', 'x-endpoint': '/v2/zones', properties: {} }),
  );
  expect(checkProject(dir, {}).map(formatProblem)).toEqual([
    expect.stringMatching(/^schemas\/zone\.schema\.json: \/title: у схемы нет русского title/),
  ]);
});
