// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The promise of docs/adding-a-resource.md: one command and one file. In a temporary copy
 * of the project, the scaffold writes a new resource, `npm run check` names what is left to fill
 * in, then passes; the generated-view snapshot test renders the new resource; and a broken
 * schema fails with the file, the JSON path and the reason.
 */
const ROOT = process.cwd();
const COPY = ['schemas', 'resources', 'src', 'scripts', 'tests/check', 'tests/generated', 'tests/setup.ts', 'tests/slowestTests.ts', 'vitest.config.ts', 'tsconfig.json', 'package.json'];
let dir: string;

function run(command: string, args: string[]) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin', command), args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-scaffold-'));
  for (const item of COPY) fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
  fs.rmSync(path.join(dir, 'tests/check/scaffold.test.ts'));
  fs.rmSync(path.join(dir, 'tests/generated/__snapshots__'), { recursive: true, force: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'sample.json'), JSON.stringify({
    id: '65f1a2b3c4d5e6f708192a3b', name: 'Москва и область', kind: 'region', geoIds: [1, 2, 3],
    ownerEmail: 'owner@example.ru', site: 'https://example.ru', validFrom: '2026-01-01', createdAt: '2026-01-02T10:00:00Z',
    active: true, budget: 12.5,
  }));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Replaces every TODO marker as a developer would: Russian titles and labels. */
function fillIn(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('TODO') ? 'Русский текст' : value;
  if (Array.isArray(value)) return value.map(fillIn);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIn(v)]));
  return value;
}

// Each step runs vitest in the copy (a child process): minutes on a loaded 2-core machine.
const STEP_TIMEOUT = 240_000;

describe('adding a resource from the scaffold', () => {
  it('writes a schema inferred from the sample and a short resource file, and lists the TODOs', () => {
    const { status, output } = run('tsx', ['scripts/new-resource.ts', 'geo-zone', '--from', 'sample.json']);
    expect(status, output).toBe(0);
    expect(output).toContain('schemas/geo-zone.schema.json: /properties/kind/oneOf/0/title');
    const schema = JSON.parse(fs.readFileSync(path.join(dir, 'schemas/geo-zone.schema.json'), 'utf8'));
    expect(schema.properties).toMatchObject({
      id: { $ref: '_defs#/$defs/objectId', readOnly: true },
      ownerEmail: { format: 'email' },
      site: { format: 'url' },
      validFrom: { format: 'date' },
      createdAt: { format: 'date-time', readOnly: true },
      geoIds: { type: 'array', items: { type: 'integer' } },
      kind: { oneOf: [{ const: 'region', title: 'TODO: подпись для «region»' }] },
      active: { type: 'boolean' },
      budget: { type: 'number' },
    });
    expect(fs.readFileSync(path.join(dir, 'resources/geo-zones.ts'), 'utf8')).toContain("schema: 'geo-zone'");
  }, STEP_TIMEOUT);

  it('npm run check refuses the TODO markers, naming file and path', () => {
    const { status, output } = run('vitest', ['run', 'tests/check/project.test.ts']);
    expect(status).not.toBe(0);
    expect(output).toContain('geo-zone.schema.json: /properties/kind/oneOf/0/title: осталась пометка TODO');
    expect(output).toContain('resources/geo-zones.ts: /label: осталась пометка TODO');
  }, STEP_TIMEOUT);

  it('once filled in, the check passes and the generated views render the new resource', () => {
    const schemaFile = path.join(dir, 'schemas/geo-zone.schema.json');
    fs.writeFileSync(schemaFile, JSON.stringify(fillIn(JSON.parse(fs.readFileSync(schemaFile, 'utf8'))), null, 2));
    const resourceFile = path.join(dir, 'resources/geo-zones.ts');
    fs.writeFileSync(resourceFile, fs.readFileSync(resourceFile, 'utf8').replace(/'TODO[^']*'/g, "'Геозоны'"));

    // The resource file is optional: the same schema under another endpoint, alone, is a resource too.
    const schemaOnly = { ...JSON.parse(fs.readFileSync(schemaFile, 'utf8')), $id: 'geo-area', 'x-endpoint': '/v2/geo-areas' };
    schemaOnly['x-console'] = { label: 'Геообласти', menu: 'tools' };
    fs.writeFileSync(path.join(dir, 'schemas/geo-area.schema.json'), JSON.stringify(schemaOnly, null, 2));

    const check = run('vitest', ['run', 'tests/check/project.test.ts']);
    expect(check.status, check.output).toBe(0);
    const views = run('vitest', ['run', 'tests/generated', '--update', '-t', 'geo-(zones|areas)']);
    expect(views.status, views.output).toBe(0);
    const snapDir = path.join(dir, 'tests/generated/__snapshots__');
    const snapshots = fs.readdirSync(snapDir).map((f) => fs.readFileSync(path.join(snapDir, f), 'utf8')).join('\n');
    for (const key of ['geo-zones', 'geo-areas']) {
      for (const view of ['list', 'create', 'edit', 'show']) expect(snapshots).toContain(`generated views of ${key} > ${view} 1`);
    }
    expect(snapshots).toContain('Русский текст');
  }, STEP_TIMEOUT);

  it('a broken schema fails with the promised message', () => {
    const schemaFile = path.join(dir, 'schemas/geo-zone.schema.json');
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
    schema.properties.kind['x-refrence'] = 'agencies';
    fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2));
    const { status, output } = run('vitest', ['run', 'tests/check/project.test.ts']);
    expect(status).not.toBe(0);
    expect(output).toContain('geo-zone.schema.json: /properties/kind/x-refrence: неизвестное ключевое слово "x-refrence"');
  }, STEP_TIMEOUT);
});
