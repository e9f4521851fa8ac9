import fs from 'node:fs';
import path from 'node:path';
import type { Cabinet } from '../cabinets';
import { HttpError } from '../errors';
import { hashPassword } from '../passwords';
import { storeFile } from '../routes/storage';
import type { SeedContext, SeedModule } from './index';
import { cabinetKeys } from './cabinets';
import { Random } from './random';

/**
 * Demo records as data: `schemas/<schemaId>.fixture.json` beside `<schemaId>.schema.json`,
 * found by file name (no list to edit). A fixture is a JSON array of records:
 *
 *   { "key": "media-vector",                    readable name of the record, unique in the file
 *     "owner": "media-vector",                  cabinet key (cabinets.ts cabinetKeys); default admin
 *     "createdAt": "2025-03-03T04:09:49.000Z",  optional: the record's creation moment
 *     "id": {"$ref": "cabinet:media-vector"},   optional: a fixed id (else x-id or a demo id)
 *     "data": { ... },                          what a client would send to POST
 *     "serverOwned": { "balance": 4802000 },    optional: server-owned fields (statuses, balances)
 *     "password": "admin", "cabinets": ["admin"] }  users only: sign-in password, bound cabinets
 *
 * Anywhere in id, data and serverOwned, {"$ref": "<schemaId>:<key>"} stands for the id of that
 * fixture record and {"$ref": "cabinet:<key>"} for a demo cabinet's id. In data,
 * {"$file": "<name>"} is a file shipped beside the fixture (its path from the schemas folder):
 * the seeder stores it as an upload would (the owner's storage, the field's types and size) and
 * the field holds the stored file. Dates are written as they are. Records go through the API's
 * own RecordService (schema validation, hooks).
 */

export const FIXTURE_SUFFIX = '.fixture.json';

export interface FixtureRecord {
  key: string;
  id?: unknown;
  owner?: string;
  createdAt?: string;
  data: Record<string, unknown>;
  serverOwned?: Record<string, unknown>;
  password?: string;
  cabinets?: string[];
}

export interface Fixture {
  /** The schema id (the file name without FIXTURE_SUFFIX). */
  resource: string;
  /** Path shown in messages: relative to the working directory when inside it. */
  file: string;
  /** The folder it lies in, where the files it names ({"$file"}) are. */
  dir: string;
  records: FixtureRecord[];
  /** Schema ids its records refer to ($ref), seeded before it, each with the first record that does. */
  refers: Map<string, string>;
}

/** A broken fixture: start-up stops with this message, naming the file and the record. */
export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly key: string | null,
    problem: string,
  ) {
    super(`Демо-данные ${file}${key === null ? '' : `, запись «${key}»`}: ${problem}`);
    this.name = 'FixtureError';
  }
}

const FIELDS = new Set(['key', 'id', 'owner', 'createdAt', 'data', 'serverOwned', 'password', 'cabinets']);
const USER_ONLY = ['password', 'cabinets'];
const START = Date.parse('2025-03-01T09:00:00.000Z');

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isRef = (v: unknown): v is { $ref: unknown } => isObject(v) && '$ref' in v;
export const isFileRef = (v: unknown): v is { $file: unknown } => isObject(v) && '$file' in v;

/**
 * The file a fixture names ({"$file": "geoZone/north.png"}), inside the fixture's folder; null
 * when the name is no relative path there or no file is there.
 */
export function fixtureFile(dir: string, name: unknown): string | null {
  if (typeof name !== 'string' || !name || path.isAbsolute(name)) return null;
  const file = path.resolve(dir, name);
  const inside = path.relative(dir, file);
  return inside && !inside.startsWith('..') && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function shown(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** Every `{"$ref": ...}` inside a value. */
function refsIn(value: unknown, out: unknown[] = []): unknown[] {
  if (isRef(value)) out.push(value.$ref);
  else if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (isObject(value)) Object.values(value).forEach((v) => refsIn(v, out));
  return out;
}

/** Reads and checks the shape of one fixture file (schema validation comes when it is seeded). */
export function readFixture(filePath: string): Fixture {
  const file = shown(filePath);
  const resource = path.basename(filePath).slice(0, -FIXTURE_SUFFIX.length);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (e) {
    throw new FixtureError(file, null, `неверный JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(parsed))
    throw new FixtureError(file, null, 'ожидается массив записей [{ "key": ..., "data": {...} }, ...]');
  const keys = new Set<string>();
  const refers = new Map<string, string>();
  parsed.forEach((record: unknown, i) => {
    const key = isObject(record) && typeof record.key === 'string' && record.key ? record.key : null;
    if (key === null) throw new FixtureError(file, `№${i + 1}`, 'нет ключа записи: поле "key" — непустая строка');
    const fail = (problem: string) => new FixtureError(file, key, problem);
    const r = record as Record<string, unknown>;
    if (keys.has(key)) throw fail('ключ повторяется в файле');
    keys.add(key);
    const unknown = Object.keys(r).filter((f) => !FIELDS.has(f));
    if (unknown.length) throw fail(`неизвестные поля ${unknown.join(', ')} (допустимы: ${[...FIELDS].join(', ')})`);
    if (!isObject(r.data)) throw fail('поле "data" — объект с полями записи');
    if (r.serverOwned !== undefined && !isObject(r.serverOwned)) throw fail('поле "serverOwned" — объект');
    if (r.owner !== undefined && typeof r.owner !== 'string') throw fail('поле "owner" — ключ кабинета (строка)');
    if (r.createdAt !== undefined && (typeof r.createdAt !== 'string' || Number.isNaN(Date.parse(r.createdAt)))) {
      throw fail('поле "createdAt" — дата и время ISO 8601, например 2025-03-01T09:00:00.000Z');
    }
    if (resource !== 'user' && USER_ONLY.some((f) => f in r))
      throw fail('поля "password" и "cabinets" бывают только у пользователей (user.fixture.json)');
    if (r.password !== undefined && typeof r.password !== 'string') throw fail('поле "password" — строка');
    if (r.cabinets !== undefined && !(Array.isArray(r.cabinets) && r.cabinets.every((c) => typeof c === 'string'))) {
      throw fail('поле "cabinets" — список ключей кабинетов');
    }
    for (const ref of refsIn([r.id, r.data, r.serverOwned])) {
      const target = typeof ref === 'string' ? ref.split(':')[0] : '';
      if (typeof ref !== 'string' || !target || !ref.includes(':') || ref.endsWith(':')) {
        throw fail(
          `ссылка ${JSON.stringify({ $ref: ref })} должна иметь вид {"$ref": "<схема>:<ключ записи>"} или {"$ref": "cabinet:<ключ кабинета>"}`,
        );
      }
      if (target !== 'cabinet' && target !== resource && !refers.has(target)) refers.set(target, key);
    }
  });
  return { resource, file, dir: path.dirname(filePath), records: parsed as FixtureRecord[], refers };
}

/** The fixtures of a schemas folder, in file-name order. */
export function readFixtures(schemasDir: string): Fixture[] {
  if (!fs.existsSync(schemasDir)) return [];
  return fs
    .readdirSync(schemasDir)
    .filter((f) => f.endsWith(FIXTURE_SUFFIX))
    .sort()
    .map((f) => readFixture(path.join(schemasDir, f)));
}

/** A PRNG seed from a name (fixtures and code modules alike): a resource's demo ids and dates do not depend on the others. */
export function seedOf(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Turns fixtures into seed modules. Ids are known before anything is written (fixed id, x-id,
 * else the n-th demo id of the resource), so a reference resolves even when its target was
 * seeded on an earlier start.
 */
export function fixtureModules(fixtures: Fixture[]): SeedModule[] {
  const byResource = new Map(fixtures.map((f) => [f.resource, f]));
  // Only fixture records have keys: a reference elsewhere is a typo, not something to wait for.
  for (const fixture of fixtures) {
    for (const [target, key] of fixture.refers) {
      if (!byResource.has(target))
        throw new FixtureError(
          fixture.file,
          key,
          `ссылка на «${target}»: нет файла демо-данных ${target}${FIXTURE_SUFFIX}`,
        );
    }
  }
  const planned = new Map<string, Map<string, string>>();

  function idsOf(fixture: Fixture, s: SeedContext): Map<string, string> {
    let ids = planned.get(fixture.resource);
    if (ids) return ids;
    ids = new Map();
    planned.set(fixture.resource, ids);
    const def = s.ctx.defs.get(fixture.resource)!;
    const stream = new Random(seedOf(`${fixture.resource}:ids`));
    for (const record of fixture.records) {
      let id: unknown;
      if (record.id !== undefined) id = resolve(fixture, record, record.id, s);
      else if (def.idProperty) id = resolve(fixture, record, record.data[def.idProperty], s);
      else id = stream.objectId();
      if (typeof id !== 'string' || !id)
        throw new FixtureError(
          fixture.file,
          record.key,
          `идентификатор записи — непустая строка${def.idProperty ? ` (поле ${def.idProperty})` : ''}`,
        );
      ids.set(record.key, id);
    }
    return ids;
  }

  function resolve(fixture: Fixture, record: FixtureRecord, value: unknown, s: SeedContext): unknown {
    if (isRef(value)) {
      const ref = String(value.$ref);
      const at = ref.indexOf(':');
      const [target, key] = [ref.slice(0, at), ref.slice(at + 1)];
      if (target === 'cabinet') {
        const cabinet = cabinetKeys(s.cabinets).get(key);
        if (!cabinet)
          throw new FixtureError(
            fixture.file,
            record.key,
            `ссылка на неизвестный кабинет «${key}» (есть: ${[...cabinetKeys(s.cabinets).keys()].join(', ')})`,
          );
        return cabinet.id;
      }
      const source = byResource.get(target)!;
      const id = idsOf(source, s).get(key);
      if (id === undefined)
        throw new FixtureError(
          fixture.file,
          record.key,
          `ссылка ${ref}: в ${source.file} нет записи с ключом «${key}»`,
        );
      return id;
    }
    if (Array.isArray(value)) return value.map((v) => resolve(fixture, record, v, s));
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(fixture, record, v, s)]));
    return value;
  }

  /** Files named in a record's data, stored as uploads of its owner; each field then holds its stored file. */
  function withFiles(
    value: unknown,
    at: { s: SeedContext; owner: Cabinet; fixture: Fixture; record: FixtureRecord; ids: Random },
  ): unknown {
    const { s, owner, fixture, record, ids } = at;
    if (isFileRef(value)) {
      const file = fixtureFile(fixture.dir, value.$file);
      if (!file)
        throw new FixtureError(fixture.file, record.key, `нет файла ${String(value.$file)} рядом с ${fixture.file}`);
      try {
        return storeFile(s.ctx, path.basename(file), fs.readFileSync(file), owner.id, ids.objectId());
      } catch (e) {
        throw new FixtureError(fixture.file, record.key, `${String(value.$file)}: ${explain(e)}`);
      }
    }
    if (Array.isArray(value)) return value.map((v) => withFiles(v, at));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFiles(v, at)]));
    return value;
  }

  /** The API's field errors as one line: «/name: Обязательное поле; /inn: …». */
  function explain(error: unknown): string {
    if (error instanceof HttpError) {
      const fields = Object.entries(error.errors ?? {}).map(([pointer, message]) => `${pointer || '/'}: ${message}`);
      return fields.length ? `не проходит проверку схемы — ${fields.join('; ')}` : error.message;
    }
    throw error;
  }

  return fixtures.map((fixture): SeedModule => ({
    resource: fixture.resource,
    needs: [fixture.resource, ...fixture.refers.keys()],
    after: [...fixture.refers.keys()],
    run(s) {
      const def = s.ctx.defs.get(fixture.resource)!;
      const ids = idsOf(fixture, s);
      const owners = cabinetKeys(s.cabinets);
      const rng = new Random(seedOf(fixture.resource));
      const fileIds = new Random(seedOf(`${fixture.resource}:files`));
      let clock = START;
      for (const record of fixture.records) {
        const fail = (problem: string) => new FixtureError(fixture.file, record.key, problem);
        const owner: Cabinet | undefined = owners.get(record.owner ?? 'admin');
        if (!owner)
          throw fail(`неизвестный кабинет-владелец «${record.owner}» (есть: ${[...owners.keys()].join(', ')})`);
        clock = record.createdAt
          ? Date.parse(record.createdAt)
          : clock + rng.int(1, 48) * 3600_000 + rng.int(0, 3599) * 1000;
        const data = withFiles(resolve(fixture, record, record.data, s), {
          s,
          owner,
          fixture,
          record,
          ids: fileIds,
        }) as Record<string, unknown>;
        const serverOwned = resolve(fixture, record, record.serverOwned, s) as Record<string, unknown> | undefined;
        const id = ids.get(record.key)!;
        try {
          s.createAt(new Date(clock), fixture.resource, data, owner, { id, serverOwned });
        } catch (e) {
          throw fail(explain(e));
        }
        // The record as stored, server-owned fields included, must still fit its schema.
        const stored = s.ctx.store.get(fixture.resource, id)!.data;
        const errors = s.ctx.set.validate(def.schemaId, stored);
        if (errors)
          throw fail(
            `не проходит проверку схемы — ${Object.entries(errors)
              .map(([p, m]) => `${p || '/'}: ${m}`)
              .join('; ')}`,
          );
        if (record.password !== undefined) {
          // Demo passwords are shorter than a user may choose, so they are set past validation.
          s.ctx.db
            .prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?')
            .run(hashPassword(record.password), id);
        }
        for (const key of record.cabinets ?? []) {
          const cabinet = owners.get(key);
          if (!cabinet)
            throw fail(`неизвестный кабинет «${key}» в "cabinets" (есть: ${[...owners.keys()].join(', ')})`);
          s.ctx.cabinets.bind(id, cabinet.id);
        }
      }
    },
  }));
}
