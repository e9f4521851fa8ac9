// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { DEMO_LOGINS } from '../../../server/seed/demoLogins';
import { readFixtures } from '../../../server/seed/fixtures';
import { explainStartupError } from '../../../server/startup/problems';
import { seededApi, signIn, startServer, tempDir } from './helpers';

/**
 * Demo data as data: a `<schemaId>.fixture.json` beside a schema is found by its name, its
 * records refer to others by readable key, and a broken one stops the start naming file and record.
 */
const GADGET = {
  $id: 'gadget',
  title: 'Гаджет',
  type: 'object',
  'x-endpoint': '/v2/gadgets',
  'x-permission': 'ssp',
  'x-id': 'sysname',
  'x-label': 'title',
  required: ['sysname', 'title'],
  additionalProperties: false,
  properties: {
    sysname: { type: 'string', title: 'Системное имя', pattern: '^[a-z0-9_]+$' },
    title: { type: 'string', title: 'Название', minLength: 1 },
    state: { type: 'string', title: 'Состояние', readOnly: true, default: 'new', enum: ['new', 'ready'] },
    agencyIds: {
      type: 'array',
      title: 'Агентства',
      items: { $ref: '_defs#/$defs/objectId' },
      'x-reference': 'agencies',
    },
    partner: { type: 'string', title: 'Партнёр' },
    createdAt: { $ref: '_defs#/$defs/createdAt' },
  },
};

const GADGETS = [
  {
    key: 'first',
    owner: 'reklama-plus',
    createdAt: '2025-04-01T10:00:00.000Z',
    data: {
      sysname: 'first',
      title: 'Первый гаджет',
      agencyIds: [{ $ref: 'agency:media-vector' }, { $ref: 'agency:severnoe-siyanie' }],
    },
    serverOwned: { state: 'ready' },
  },
  { key: 'second', data: { sysname: 'second', title: 'Второй гаджет', partner: { $ref: 'gadget:first' } } },
];

/** A schemas folder with only agencies (and their fixture) and, if given, the gadget schema and fixture. */
function schemasDir(gadgets?: unknown): string {
  const dir = tempDir();
  for (const f of ['_defs.schema.json', 'agency.schema.json', 'agency.fixture.json'])
    fs.copyFileSync(path.join('schemas', f), path.join(dir, f));
  if (gadgets !== undefined) {
    fs.writeFileSync(path.join(dir, 'gadget.schema.json'), JSON.stringify(GADGET));
    fs.writeFileSync(
      path.join(dir, 'gadget.fixture.json'),
      typeof gadgets === 'string' ? gadgets : JSON.stringify(gadgets),
    );
  }
  return dir;
}

/** The start-up message a broken gadget fixture gives (as `npm start` prints it). */
function startFailure(gadgets: unknown): string {
  const dir = schemasDir(gadgets);
  let failure: unknown = null;
  try {
    buildServer({ dataDir: tempDir(), seed: true, schemasDir: dir });
  } catch (e) {
    failure = e;
  }
  expect(failure, 'the start must fail').not.toBeNull();
  return explainStartupError(failure, { dataDir: dir, port: 0, host: '127.0.0.1' }) ?? String(failure);
}

describe('a fixture beside its schema', () => {
  it('is found by its file name, refers to records by key (also to those seeded on an earlier start) and to cabinets', async () => {
    const first = await startServer({ schemasDir: schemasDir() });
    expect(first.app.kabinet.store.all('agency').map((a) => a.data.name)).toEqual([
      'Медиа Вектор',
      'Дижитал Горизонт',
      'Реклама Плюс',
      'Северное сияние',
    ]);
    await first.app.close();

    const second = await startServer({ dataDir: first.dir, schemasDir: schemasDir(GADGETS) });
    const { store, cabinets } = second.app.kabinet;
    const agencyId = (name: string) => store.all('agency').find((a) => a.data.name === name)!.id;
    const gadget = store.get('gadget', 'first')!;
    expect(gadget.data).toMatchObject({
      title: 'Первый гаджет',
      state: 'ready',
      createdAt: '2025-04-01T10:00:00.000Z',
      agencyIds: [agencyId('Медиа Вектор'), agencyId('Северное сияние')],
    });
    expect(cabinets.get(gadget.cabinetId!)!.name).toBe('Реклама Плюс');
    // No owner: the admin cabinet; a reference inside the same file is the record's id (its x-id).
    const other = store.get('gadget', 'second')!;
    expect(other.data).toMatchObject({ partner: 'first', state: 'new' });
    expect(cabinets.get(other.cabinetId!)!.type).toBe('admin');
    await second.app.close();
  });

  it('a record that breaks its schema stops the start, naming the file, the record and the field', () => {
    const message = startFailure([GADGETS[0], { key: 'untitled', data: { sysname: 'untitled', title: '' } }]);
    expect(message).toMatch(
      /^Kabinet не запущен: Демо-данные .*gadget\.fixture\.json, запись «untitled»: не проходит проверку схемы — \/title: /,
    );
    expect(message).toContain('docs/adding-a-resource.md');
  });

  it('server-owned values are checked against the schema too', () => {
    expect(startFailure([{ ...GADGETS[0], serverOwned: { state: 'broken' } }])).toMatch(
      /gadget\.fixture\.json, запись «first»: не проходит проверку схемы — \/state: /,
    );
  });

  it('an unknown key, cabinet or field is named with its record', () => {
    expect(
      startFailure([
        { key: 'lost', data: { sysname: 'lost', title: 'Потерянный', agencyIds: [{ $ref: 'agency:no-such' }] } },
      ]),
    ).toMatch(
      /gadget\.fixture\.json, запись «lost»: ссылка agency:no-such: в .*agency\.fixture\.json нет записи с ключом «no-such»/,
    );
    expect(
      startFailure([
        {
          key: 'misspelt',
          data: { sysname: 'misspelt', title: 'С опечаткой', agencyIds: [{ $ref: 'agncy:media-vector' }] },
        },
      ]),
    ).toMatch(/запись «misspelt»: ссылка на «agncy»: нет файла демо-данных agncy\.fixture\.json/);
    expect(
      startFailure([{ key: 'homeless', owner: 'nowhere', data: { sysname: 'homeless', title: 'Без кабинета' } }]),
    ).toMatch(/запись «homeless»: неизвестный кабинет-владелец «nowhere» \(есть: admin, .*media-vector/);
    expect(startFailure([{ key: 'typo', dta: {} }])).toMatch(/запись «typo»: неизвестные поля dta/);
    expect(startFailure([GADGETS[1], GADGETS[1]])).toMatch(/запись «second»: ключ повторяется в файле/);
    expect(startFailure('[{"key": "half"')).toMatch(/gadget\.fixture\.json: неверный JSON/);
  });
});

describe('the demo database', async () => {
  const { server } = await seededApi();
  const { store } = server.app.kabinet;

  it('holds every record of every fixture in schemas/', () => {
    const fixtures = readFixtures(path.resolve('schemas'));
    expect(fixtures.map((f) => f.resource)).toEqual(
      expect.arrayContaining(['user', 'agency', 'ssp', 'moderationApp', 'ordOurContract']),
    );
    for (const fixture of fixtures) {
      const label = server.app.kabinet.defs.get(fixture.resource)!.schema['x-label'] ?? 'name';
      expect(
        store.all(fixture.resource).map((r) => r.data[label]),
        fixture.file,
      ).toEqual(fixture.records.map((r) => r.data[label]));
    }
  });

  it('keeps the demo logins, Russian names and the references between fixtures', async () => {
    for (const { login, password } of DEMO_LOGINS) await signIn(server.app, login, password);
    await signIn(server.app, 'a.ivanova', 'kabinet2025');
    expect(store.all('user').find((u) => u.data.login === 'viewer')!.data.name).toBe('Наблюдатель');
    expect(store.get('ssp', 'kadr_video')!.data.name).toBe('Видеосеть «Кадр»');
    const segments = new Map(store.all('appCheckSegment').map((s) => [s.id, s.data.name]));
    for (const portrait of store.all('audiencePortrait'))
      expect(portrait.data.name).toBe(`Портрет: ${String(segments.get(String(portrait.data.segmentId)))}`);
    const agencies = new Map(store.all('agency').map((a) => [a.id, a.data.name]));
    expect(store.all('ordOurContract').map((c) => agencies.get(String(c.data.agencyId)))).toEqual([
      'Медиа Вектор',
      'Дижитал Горизонт',
      'Реклама Плюс',
      'Северное сияние',
    ]);
    // Generated data still hangs on the fixture records: accounts under agencies, the SSP error logs.
    expect(store.all('account').filter((a) => agencies.has(String(a.data.agencyID)))).toHaveLength(44);
    expect(store.all('sspError').filter((e) => e.data.sysname === 'kadr_video')).toHaveLength(57);
  });
});
