import fs from 'node:fs';
import path from 'node:path';
import { compact, stripReadOnly, type SchemaSet } from '../../src/engine/schema';
import { ACCOUNT_CABINETS_PER_AGENCY, AGENCY_KEYS } from './cabinets';
import { defaultsTree, withStoredDefaults } from '../../src/engine/schema/defaults';
import { storageFormat } from '../../src/engine/schema/files';
import {
  FIXTURE_SUFFIX,
  FixtureError,
  fixtureFile,
  isFileRef,
  readFixture,
  type Fixture,
  type FixtureRecord,
} from './fixtures';

/** One problem of a demo fixture, as `npm run check` prints it. */
export interface FixtureProblem {
  file: string;
  /** «запись «media-vector»», or empty for the whole file. */
  record: string;
  /** The JSON path inside the record ("/data/inn"), empty when the problem is not a field's. */
  path: string;
  message: string;
}

/** The cabinet keys a fixture may name (cabinetKeys of the demo tree, known without seeding it). */
function demoCabinetKeys(): Set<string> {
  const keys = ['admin', 'ord', 'front-office'];
  for (const agency of AGENCY_KEYS) {
    keys.push(agency);
    for (let i = 1; i <= ACCOUNT_CABINETS_PER_AGENCY; i++) keys.push(`${agency}-account-${i}`);
  }
  return new Set(keys);
}

/** A stand-in for an id only the seeder knows (an ObjectID it will generate). */
const PLANNED_ID = '0123456789abcdef01234567';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Every fixture of a schemas folder checked without starting the server: the file's shape
 * (readFixture, as start-up reads it), its references (to a fixture record by key, to a demo
 * cabinet), and each record's `data` and `serverOwned` validated as the API's RecordService
 * validates a create (server-owned fields stripped, empties dropped, the schema's own
 * validator), with a reference standing for the id it will be. All problems, not the first.
 */
export function checkFixtures(schemasDir: string, files: string[], set: SchemaSet): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const fixtures: Fixture[] = [];
  for (const name of files.filter((f) => f.endsWith(FIXTURE_SUFFIX)).sort()) {
    try {
      fixtures.push(readFixture(path.join(schemasDir, name)));
    } catch (e) {
      if (!(e instanceof FixtureError)) throw e;
      problems.push({
        file: `schemas/${name}`,
        record: e.key === null ? '' : e.key,
        path: '',
        message: e.message.replace(/^Демо-данные [^:]*: (запись «[^»]*»: )?/, ''),
      });
    }
  }
  const byResource = new Map(fixtures.map((f) => [f.resource, f]));
  const cabinets = demoCabinetKeys();

  for (const fixture of fixtures) {
    const file = `schemas/${path.basename(fixture.file)}`;
    const schema = set.schemas.get(fixture.resource);
    if (!schema) {
      problems.push({
        file,
        record: '',
        path: '',
        message: `нет схемы ${fixture.resource}.schema.json: демо-данные лежат рядом со схемой своего ресурса`,
      });
      continue;
    }
    for (const record of fixture.records) {
      const report = (pointer: string, message: string) =>
        problems.push({ file, record: record.key, path: pointer, message });
      /** A reference replaced by the id it will have; a broken one is reported where it stands. */
      const resolve = (value: unknown, pointer: string, seen: Set<string>): unknown => {
        // A file beside the fixture stands as the stored file the seeder will make of it.
        if (isFileRef(value)) {
          const file = fixtureFile(fixture.dir, value.$file);
          if (!file) report(pointer, `нет файла ${String(value.$file)} рядом с демо-данными (в schemas/)`);
          const format = storageFormat(String(value.$file));
          if (file && !format) report(pointer, `${String(value.$file)}: хранилище не принимает файлы этого типа`);
          const name = path.basename(String(value.$file));
          return {
            id: PLANNED_ID,
            url: `/storage/files/${PLANNED_ID}`,
            name,
            size: file ? fs.statSync(file).size : 1,
            mimeType: format?.mimeType ?? 'application/octet-stream',
          };
        }
        if (isObject(value) && '$ref' in value) {
          const ref = String(value.$ref);
          const at = ref.indexOf(':');
          const [target, key] = [ref.slice(0, at), ref.slice(at + 1)];
          if (target === 'cabinet') {
            if (!cabinets.has(key))
              report(pointer, `ссылка на неизвестный кабинет «${key}» (есть: ${[...cabinets].join(', ')})`);
            return PLANNED_ID;
          }
          const source = byResource.get(target);
          const referenced = source?.records.find((r) => r.key === key);
          if (!source)
            report(pointer, `ссылка на «${target}»: нет файла демо-данных schemas/${target}${FIXTURE_SUFFIX}`);
          else if (!referenced)
            report(pointer, `ссылка ${ref}: в schemas/${target}${FIXTURE_SUFFIX} нет записи с ключом «${key}»`);
          return referenced && !seen.has(ref) ? plannedId(source!, referenced, new Set([...seen, ref])) : PLANNED_ID;
        }
        if (Array.isArray(value)) return value.map((v, i) => resolve(v, `${pointer}/${i}`, seen));
        if (isObject(value))
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, `${pointer}/${k}`, seen)]));
        return value;
      };
      /** The id the seeder gives a record: its fixed id, its x-id field, else a generated one. */
      const plannedId = (source: Fixture, target: FixtureRecord, seen: Set<string>): unknown => {
        const idProperty = set.schemas.get(source.resource)?.['x-id'];
        if (target.id !== undefined) return resolve(target.id, '/id', seen);
        return idProperty ? target.data[idProperty] : PLANNED_ID;
      };

      if (record.owner !== undefined && !cabinets.has(record.owner))
        report('/owner', `неизвестный кабинет-владелец «${record.owner}» (есть: ${[...cabinets].join(', ')})`);
      for (const key of record.cabinets ?? [])
        if (!cabinets.has(key)) report('/cabinets', `неизвестный кабинет «${key}» (есть: ${[...cabinets].join(', ')})`);
      const data = resolve(record.data, '/data', new Set()) as Record<string, unknown>;
      const serverOwned = resolve(record.serverOwned ?? {}, '/serverOwned', new Set()) as Record<string, unknown>;
      // As RecordService.create takes it: a defaulted field left out is its default.
      const writable = withStoredDefaults(
        defaultsTree(set, fixture.resource),
        (compact(stripReadOnly(set, schema, data)) ?? {}) as Record<string, unknown>,
      );
      for (const [pointer, message] of Object.entries(set.validate(fixture.resource, writable) ?? {}))
        report(`/data${pointer}`, message);
      // Server-owned values must fit their fields too (the stored record is checked after seeding).
      const owned = Object.keys(serverOwned);
      if (owned.length) {
        const errors = set.validate(fixture.resource, compact({ ...writable, ...serverOwned })) ?? {};
        for (const [pointer, message] of Object.entries(errors)) {
          if (owned.includes(pointer.split('/')[1])) report(`/serverOwned${pointer}`, message);
        }
      }
    }
  }
  return problems;
}
