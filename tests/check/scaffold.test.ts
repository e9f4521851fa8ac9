// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { checkProject } from '../../scripts/lib/checkProject';
import { createCatalog } from '../../src/engine/catalog';
import type { ResourceConfig } from '../../src/engine/definition/types';
import { formatProblem } from '../../src/engine/schema';
import { loadSchemaSet } from '../../src/engine/schema/loadNode';
import { buildNavigation, canOpen, resourceListPath, visibleGroups } from '../../src/layout/navigation';
import { accessHolderOf, type CurrentUser } from '../../src/providers/authProvider';
import { session } from '../unit/server/helpers';
import { periodFormTest } from './periodFormTrial';
import { copyProject, fillIn, type ProjectCopy } from './projectCopy';

/**
 * The promise of docs/adding-a-resource.md, tried as a new developer would with a new entity,
 * in a temporary copy of the project: the scaffold drafts the schema from a sample record
 * (shared pieces, references to existing records, long texts, a period, a file), `npm run check` names
 * what is left to fill in, then passes; the developer declares the entity's rules (admin
 * cabinets only, a unique code that stays editable, a default, a file field, demo records in a
 * JSON fixture) and nothing else; the generated
 * views render it, the form and the reference API enforce it and the menu shows it exactly where it opens;
 * a misspelt keyword, permission or column is named with the nearest right one.
 */
const resourceModules = import.meta.glob<{ default: ResourceConfig }>('/resources/*.ts', { eager: true });
const configs = Object.fromEntries(Object.entries(resourceModules).map(([file, module]) => [file, module.default]));
let copy: ProjectCopy;
let accountId: string;
// Named as docs/architecture.md#naming asks, whichever spelling the developer types.
const SCHEMA = 'schemas/geoZone.schema.json';
const RESOURCE = 'resources/geoZones.ts';
/** What `npm run check` prints: only problems, each «file: /json/path: what to do». */
const PROBLEM_LINE = /^(schemas|resources)\/[^:]+: \/\S*: \S/;
const problemLines = (output: string) => output.split('\n').filter((line) => line.trim());

beforeAll(async () => {
  copy = copyProject(['tests/check/scaffold.test.ts', 'tests/generated/__snapshots__']);
  // The copy's demo data, seeded once: the scaffold recognises ids of its records, the API serves it.
  const api = buildServer({
    dataDir: path.join(copy.dir, '.data'),
    schemasDir: path.join(copy.dir, 'schemas'),
    seed: true,
  });
  accountId = api.kabinet.store.all('account')[0].id;
  await api.close();
  copy.writeJson('sample.json', {
    id: '65f1a2b3c4d5e6f708192a3b',
    name: 'Москва и область',
    code: 'MSK-01',
    kind: 'region',
    geoIds: [1, 2, 3],
    accountId,
    sspSysnames: ['sever_traffic', 'mediapotok'],
    note: 'Зона для кампаний столичного региона.\nВключает область.',
    period: { start: '2026-01-01', end: '2026-03-31' },
    ownerEmail: 'owner@example.ru',
    site: 'https://example.ru',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    createdAt: '2026-01-02T10:00:00Z',
    currency: 'rub',
    active: true,
    budget: 12.5,
    priority: 3,
    map: { id: 'f1', url: 'https://cdn.example.ru/zones/msk.png', name: 'msk.png', size: 2048, mimeType: 'image/png' },
    prices: [{ format: 'banner', amount: 120.5 }],
  });
  // The demo records' map, shipped beside their fixture.
  fs.writeFileSync(path.join(copy.dir, 'schemas/geoZone.north.png'), PNG);
  // Copying the project and seeding its demo data: minutes on a loaded machine.
}, 240_000);
afterAll(() => copy?.remove());

/** A small PNG (its signature and some bytes): what the storage takes as a picture. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

// Each step runs vitest in the copy (a child process): minutes on a loaded 2-core machine.
const STEP_TIMEOUT = 240_000;

describe('adding a resource from the scaffold', () => {
  it(
    'writes a schema inferred from the sample and a short resource file, and lists the TODOs',
    () => {
      const { status, output } = copy.run('tsx', ['scripts/new-resource.ts', 'geo-zone', '--from', 'sample.json']);
      expect(status, output).toBe(0);
      // The menu heading it goes under, and the others to choose from.
      expect(output).toMatch(/Меню: «Управление», order \d+\. Другое место: --menu/);
      expect(output).toContain("«Управление» → «Сегменты и списки» (group: 'management', section: 'audience')");
      expect(output).toContain(`${SCHEMA}: /properties/kind/oneOf/0/title`);
      expect(copy.readJson(SCHEMA).properties).toMatchObject({
        id: { $ref: '_defs#/$defs/objectId', readOnly: true },
        name: { $ref: '_defs#/$defs/name' },
        ownerEmail: { format: 'email' },
        site: { format: 'url' },
        validFrom: { format: 'date' },
        validTo: { format: 'date', 'x-not-before': 'validFrom' },
        geoIds: { type: 'array', items: { type: 'integer' } },
        kind: { oneOf: [{ const: 'region', title: 'TODO: подпись для «region»' }] },
        active: { type: 'boolean' },
        priority: { type: 'integer' },
        // Ids of existing records: references, shown and picked by the record's name.
        // Deleting the named record is refused while this one names it, until the developer says otherwise.
        accountId: { $ref: '_defs#/$defs/objectId', 'x-reference': 'accounts', 'x-on-delete': 'refuse' },
        sspSysnames: { type: 'array', items: { type: 'string', 'x-reference': 'ssps', 'x-on-delete': 'refuse' } },
        note: { type: 'string', 'x-kind': 'longText', maxLength: 10000 },
        // The shared pieces of schemas/_defs.schema.json, with their rules (a period's end not before its start).
        period: { $ref: '_defs#/$defs/dateRange' },
        createdAt: { $ref: '_defs#/$defs/createdAt' },
        currency: { $ref: '_defs#/$defs/currency' },
        budget: { $ref: '_defs#/$defs/money' },
        // A stored file in the sample: a file field the form uploads, taking the sample file's type.
        map: {
          type: 'object',
          'x-file': { accept: ['image/png'] },
          required: ['id', 'url', 'name', 'size', 'mimeType'],
        },
      });
      const resource = fs.readFileSync(path.join(copy.dir, RESOURCE), 'utf8');
      expect(resource).toContain("schema: 'geoZone'");
      expect(copy.readJson(SCHEMA)).toMatchObject({ $id: 'geoZone', 'x-endpoint': '/v2/geo-zones' });
      // The list's columns are short values: no lists, no long note, no period object.
      expect(resource).toContain("columns: ['name', 'code', 'kind', 'accountId', 'ownerEmail']");
      // The menu item at the end of the «Управление» group's own items, before its first section.
      const order = Number(/order: (\d+(?:\.\d+)?)/.exec(resource)?.[1]);
      expect(output).toContain(`Меню: «Управление», order ${order}.`);
      const sectionsFrom = Math.min(
        ...Object.values(configs)
          .filter((c) => c.menu?.group === 'management' && c.menu.section)
          .map((c) => c.menu!.order),
      );
      expect(order).toBeGreaterThan(
        Math.max(
          ...Object.values(configs)
            .filter((c) => c.menu?.group === 'management' && !c.menu.section)
            .map((c) => c.menu!.order),
        ),
      );
      expect(order).toBeLessThan(sectionsFrom);

      // Typed in camelCase, the name is the same one: its files are the ones just written.
      const again = copy.run('tsx', ['scripts/new-resource.ts', 'geoZone', '--from', 'sample.json']);
      expect(again.status).toBe(2);
      expect(again.output).toContain(`${SCHEMA} уже существует: ничего не записано`);
      // A heading asked for by a misspelt name is named with the nearest right one and the headings to pick.
      const heading = copy.run('tsx', ['scripts/new-resource.ts', 'geoArea', '--menu', 'managment/audience']);
      expect(heading.status).toBe(2);
      expect(heading.output).toContain('--menu: нет группы меню "managment"; возможно, вы имели в виду "management"');
      expect(heading.output).toContain("«Управление» → «Сегменты и списки» (group: 'management', section: 'audience')");
      expect(fs.existsSync(path.join(copy.dir, 'schemas/geoArea.schema.json'))).toBe(false);
    },
    STEP_TIMEOUT,
  );

  it(
    'npm run check refuses the TODO markers, naming file and path from the repository root',
    () => {
      const { status, output } = copy.run('tsx', ['scripts/check.ts']);
      expect(status).not.toBe(0);
      expect(output).toContain(`${SCHEMA}: /properties/kind/oneOf/0/title: осталась пометка TODO`);
      expect(output).toContain(`${RESOURCE}: /label: осталась пометка TODO`);
      // Nothing but the problems: no test runner's report around them.
      expect(problemLines(output).filter((line) => !PROBLEM_LINE.test(line))).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'once filled in and the rules declared, the check passes and the generated views render the new resource',
    () => {
      const schema = fillIn(copy.readJson(SCHEMA)) as Record<string, unknown> & {
        properties: Record<string, Record<string, unknown>>;
        required: string[];
      };
      // The trial's rules, declared in the schema alone: admin cabinets only, a unique code, a default.
      // A field kind or rule the engine learns is tried the same way: declared here, asserted below.
      schema['x-cabinet'] = 'admin';
      Object.assign(schema.properties.code, { title: 'Код зоны', 'x-unique': true });
      Object.assign(schema.properties.validFrom, { title: 'Действует с' });
      // A defaulted required field: the API fills it when a client leaves it out, as the form does.
      Object.assign(schema.properties.priority, { minimum: 1, maximum: 10, default: 5 });
      schema.required.push('code', 'priority', 'period');
      // The file field the scaffold drafted: the zone's map, narrowed to a PNG of at most 1 MB.
      Object.assign(schema.properties.map, {
        title: 'Карта зоны',
        'x-file': { accept: ['image/png'], maxSize: 1_048_576 },
      });
      copy.writeJson(SCHEMA, schema);
      // Demo records as data: a fixture beside the schema, found by its file name, no list to edit.
      const demo = (name: string, code: string) => ({
        key: code.toLowerCase(),
        data: {
          ...(copy.readJson('sample.json') as Record<string, unknown>),
          id: undefined,
          createdAt: undefined,
          // A file shipped beside the fixture, stored by the seeder as an upload.
          map: { $file: 'geoZone.north.png' },
          priority: undefined,
          name,
          code,
        },
      });
      copy.writeJson('schemas/geoZone.fixture.json', [
        demo('Демо-зона Север', 'DEMO-N'),
        demo('Демо-зона Юг', 'DEMO-S'),
      ]);
      copy.edit(RESOURCE, (text) => text.replace(/'TODO[^']*'/g, "'Геозоны'"));

      // The resource file is optional: the same schema under another endpoint, alone, is a resource too.
      copy.writeJson('schemas/geoArea.schema.json', {
        ...copy.readJson(SCHEMA),
        $id: 'geoArea',
        'x-endpoint': '/v2/geo-areas',
        'x-console': { label: 'Геообласти', menu: 'tools' },
      });

      const check = copy.run('tsx', ['scripts/check.ts']);
      expect(check.status, check.output).toBe(0);
      expect(problemLines(check.output)).toEqual([]);
      // With the views, the create form is tried as a person uses it: a reversed period is refused at
      // its end, a period left empty at its first input.
      // The form validates with the validators the build generates from the schemas (npm run build / typecheck do it).
      const generated = copy.run('tsx', ['scripts/gen-types.ts']);
      expect(generated.status, generated.output).toBe(0);
      fs.writeFileSync(
        path.join(copy.dir, 'tests/check/geoZonePeriod.test.tsx'),
        periodFormTest('geoZones', 'Дата окончания раньше даты начала', {
          nameLabel: 'Название',
          required: 'Обязательное поле',
        }),
      );
      const views = copy.run('vitest', [
        'run',
        'tests/generated',
        'tests/check/geoZonePeriod.test.tsx',
        '--update',
        '-t',
        'geoZones|geo-areas',
      ]);
      expect(views.status, views.output).toBe(0);
      expect(views.output).toMatch(/✓ .*geoZones form refuses a period that ends before it starts, at its end/);
      expect(views.output).toMatch(/✓ .*geoZones form shows a required period left empty at its first input/);
      const snapDir = path.join(copy.dir, 'tests/generated/__snapshots__');
      const snapshots = fs
        .readdirSync(snapDir)
        .map((f) => fs.readFileSync(path.join(snapDir, f), 'utf8'))
        .join('\n');
      for (const key of ['geoZones', 'geo-areas']) {
        for (const view of ['list', 'create', 'edit', 'show'])
          expect(snapshots).toContain(`generated views of ${key} > ${view} 1`);
      }
      expect(snapshots).toContain('Русский текст');
      expect(snapshots).toContain('Карта зоны');
      // The default is in the create form before the user types anything.
      const create = snapshots.slice(snapshots.indexOf('generated views of geoZones > create 1'));
      expect(create.slice(0, create.indexOf('`;'))).toMatch(/textbox "[^"]*"( \*)? = "5"/);
    },
    STEP_TIMEOUT,
  );

  it(
    'the reference API enforces the declared rules, and the menu shows the entity exactly where it opens',
    async () => {
      // Reopened on the copy's demo data, it seeds what is new since: the new entity's demo records, once it has any.
      const api = buildServer({
        dataDir: path.join(copy.dir, '.data'),
        schemasDir: path.join(copy.dir, 'schemas'),
        seed: true,
      });
      try {
        await api.ready();
        const [admin, agency] = [await session(api, 'admin', 'admin'), await session(api, 'agency', 'agency')];
        const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = admin.headers) =>
          api.inject({ method, url, headers, payload });
        const zone = {
          name: 'Север',
          code: 'N-01',
          period: { start: '2026-02-01', end: '2026-02-28' },
          sspSysnames: ['mediapotok'],
          accountId,
        };

        // The fixture's records were seeded on this start, their defaulted priority filled, their
        // map stored from the file beside the fixture and served by the storage.
        const demos = (
          (await api.inject({ url: '/v2/geo-zones?pageSize=100', headers: admin.headers })).json() as {
            name: string;
            priority: number;
            map: { url: string; name: string; mimeType: string };
          }[]
        ).filter((z) => z.name.startsWith('Демо-зона'));
        expect(demos.map((z) => [z.name, z.priority, z.map.name, z.map.mimeType]).sort()).toEqual([
          ['Демо-зона Север', 5, 'geoZone.north.png', 'image/png'],
          ['Демо-зона Юг', 5, 'geoZone.north.png', 'image/png'],
        ]);
        const stored = await api.inject({ url: demos[0].map.url });
        expect(stored.statusCode).toBe(200);
        expect(stored.rawPayload.equals(PNG)).toBe(true);

        // The file field: an upload is held to the declared type; a record names only a stored file.
        const upload = (fileName: string, bytes: Buffer) => {
          const boundary = '----kabinet-trial';
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            bytes,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          return api.inject({
            method: 'POST',
            url: '/storage/uploadfile?schema=geoZone&field=map',
            payload,
            headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
        };
        const text = await upload('zone.txt', Buffer.from('не картинка'));
        expect(text.statusCode).toBe(400);
        expect(text.json().errors).toEqual({ '/file': 'Не допустимый формат файла' });
        const picture = await upload(
          'zone.png',
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
        );
        expect(picture.statusCode, picture.body).toBe(201);
        const stranger = { ...picture.json(), id: 'not-in-storage' };
        const unstored = await send('POST', '/v2/geo-zones', { ...zone, code: 'F-01', map: stranger });
        expect(unstored.statusCode).toBe(400);
        expect(unstored.json().errors).toEqual({ '/map': 'Файл не найден в хранилище: загрузите его заново' });
        const mapped = await send('POST', '/v2/geo-zones', { ...zone, code: 'F-02', map: picture.json() });
        expect(mapped.statusCode, mapped.body).toBe(201);

        const created = await send('POST', '/v2/geo-zones', zone);
        expect(created.statusCode, created.body).toBe(201);
        // Left out, the required priority is its default, in the answer and the list alike.
        const listed = (
          (await api.inject({ url: '/v2/geo-zones?pageSize=100', headers: admin.headers })).json() as {
            id: string;
            priority: number;
          }[]
        ).find((z) => z.id === created.json().id);
        expect(listed?.priority).toBe(5);
        // A required period left out is refused at the period itself.
        const { period: _period, ...noPeriod } = zone;
        const undated = await send('POST', '/v2/geo-zones', { ...noPeriod, code: 'P-01' });
        expect(undated.statusCode).toBe(400);
        expect(Object.keys(undated.json().errors)).toEqual(['/period']);
        const taken = await send('POST', '/v2/geo-zones', { ...zone, name: 'Север-2', code: 'n-01' });
        expect(taken.statusCode).toBe(400);
        expect(taken.json().errors).toEqual({ '/code': 'Запись с таким значением поля «Код зоны» уже существует' });
        // Unique, not an id: the code stays editable.
        const renamed = await send('PATCH', `/v2/geo-zones/${created.json().id}`, { code: 'N-02' });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(renamed.json().code).toBe('N-02');

        const reversed = await send('POST', '/v2/geo-zones', {
          ...zone,
          code: 'S-01',
          period: { start: '2026-03-01', end: '2026-02-01' },
        });
        expect(reversed.statusCode).toBe(400);
        expect(reversed.json().errors).toEqual({ '/period/end': 'Дата окончания раньше даты начала' });
        const validity = await send('POST', '/v2/geo-zones', {
          ...zone,
          code: 'S-02',
          validFrom: '2026-06-01',
          validTo: '2026-05-01',
        });
        expect(validity.statusCode).toBe(400);
        expect(validity.json().errors).toEqual({ '/validTo': 'Не может быть раньше, чем «Действует с»' });

        // Admin cabinets only: the agency's menu has no item, its route guard and the API refuse.
        const config = (await import(/* @vite-ignore */ path.join(copy.dir, RESOURCE))).default as ResourceConfig;
        const catalog = createCatalog(
          loadSchemaSet(path.join(copy.dir, 'schemas')),
          { ...configs, [`/${RESOURCE}`]: config },
          { checkColumns: false },
        );
        const nav = buildNavigation(catalog.resources);
        const listPath = resourceListPath(catalog.byKey('geoZones')!);
        const where: Record<string, { menu: boolean; route: boolean; api: number }> = {};
        for (const [name, { headers }] of Object.entries({ admin, agency })) {
          const holder = accessHolderOf((await api.inject({ url: '/v2/users/me', headers })).json() as CurrentUser);
          const menu = visibleGroups(nav.items, holder).some((g) => g.items.some((i) => i.to === listPath));
          where[name] = {
            menu,
            route: canOpen(nav.rules, listPath, holder),
            api: (await api.inject({ url: '/v2/geo-zones', headers })).statusCode,
          };
        }
        expect(where).toEqual({
          admin: { menu: true, route: true, api: 200 },
          agency: { menu: false, route: false, api: 403 },
        });
        expect((await send('POST', '/v2/geo-zones', { ...zone, code: 'A-01' }, agency.headers)).statusCode).toBe(403);
      } finally {
        await api.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'a default given later reads in the records stored before it, in the list and the card alike',
    async () => {
      const schema = copy.readJson(SCHEMA) as { properties: Record<string, Record<string, unknown>> };
      Object.assign(schema.properties.kind, { default: 'region' });
      copy.writeJson(SCHEMA, schema);
      const api = buildServer({ dataDir: path.join(copy.dir, '.data'), schemasDir: path.join(copy.dir, 'schemas') });
      try {
        await api.ready();
        const admin = await session(api, 'admin', 'admin');
        const list = (await api.inject({ url: '/v2/geo-zones?pageSize=100', headers: admin.headers })).json() as {
          id: string;
          code: string;
          kind?: string;
        }[];
        // The zone the API created above without a kind, before kind had a default.
        const north = list.find((z) => z.code === 'N-02');
        expect(north?.kind).toBe('region');
        const card = (await api.inject({ url: `/v2/geo-zones/${north!.id}`, headers: admin.headers })).json() as {
          kind?: string;
        };
        expect(card.kind).toBe('region');
      } finally {
        await api.close();
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'a misspelt keyword, permission or column is named with the nearest right one, a misplaced menu item with the headings',
    async () => {
      // What `npm run check` reads of a resource file whose first column is misspelt.
      const config = (await import(/* @vite-ignore */ path.join(copy.dir, RESOURCE))).default as ResourceConfig;
      const misspelt = {
        ...config,
        list: { ...config.list, columns: ['nmae', ...(config.list?.columns ?? []).slice(1)] },
      };
      expect(checkProject(copy.dir, { ...configs, [`/${RESOURCE}`]: misspelt }).map(formatProblem)).toContain(
        `${RESOURCE}: /list/columns/0: "nmae" — не поле схемы geoZone; возможно, вы имели в виду "name"`,
      );
      // A menu order inside another heading's span is refused, the headings and their orders named.
      const misplaced = { ...config, menu: { ...config.menu!, order: 95 } };
      const menu = checkProject(copy.dir, { ...configs, [`/${RESOURCE}`]: misplaced }).map(formatProblem);
      expect(menu).toContainEqual(
        expect.stringContaining(
          `${RESOURCE}: /menu/order: с order 95 пункт встанет в меню под заголовком «Управление» → «Сегменты и списки», не своим`,
        ),
      );
      expect(menu.join('\n')).toMatch(/Заголовки: «Управление» \(group: 'management'\) 10–\d+; /);

      const schema = copy.readJson(SCHEMA) as { properties: Record<string, Record<string, unknown>> } & Record<
        string,
        unknown
      >;
      schema.properties.kind['x-refrence'] = 'agencies';
      schema['x-permission'] = 'manageAudiense';
      copy.writeJson(SCHEMA, schema);
      const { status, output } = copy.run('tsx', ['scripts/check.ts']);
      expect(status).not.toBe(0);
      expect(problemLines(output).filter((line) => !PROBLEM_LINE.test(line))).toEqual([]);
      expect(output).toContain(
        `${SCHEMA}: /properties/kind/x-refrence: неизвестное ключевое слово "x-refrence"; возможно, вы имели в виду "x-reference"`,
      );
      expect(output).toContain(
        `${SCHEMA}: /x-permission: неизвестное право "manageAudiense"; возможно, вы имели в виду "manageAudience". Допустимые: ssp («SSP»), userManager («Пользователи»)`,
      );
      expect(output).not.toMatch(/must|should be/);
    },
    STEP_TIMEOUT,
  );
});
