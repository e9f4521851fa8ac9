import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildServer } from '../../server/app';
import { DATA_FILE } from '../../server/db';
import { findReferenced, resourceDefs } from '../../server/resourceDefs';
import { loadSchemaSet } from '../../src/engine/schema/loadNode';
import { createAjv } from '../../src/engine/schema/schemaSet';
import type { Json, Vocabulary } from './inferSchema';

/**
 * What a new schema can reuse from the project: the shared pieces of schemas/_defs.schema.json
 * (a value fits one when the schemas' own validator accepts it) and the ids of existing records,
 * so that a sample's ["sever_traffic", "mediapotok"] is recognised as SSPs, not as two codes.
 * The records are those of the reference API's database (KABINET_DATA_DIR, .data by default) or,
 * without one, of the demo data seeded into a temporary one.
 */
export async function projectVocabulary(root: string, needIds: boolean): Promise<Vocabulary> {
  const shared = JSON.parse(fs.readFileSync(path.join(root, 'schemas/_defs.schema.json'), 'utf8'));
  const ajv = createAjv();
  ajv.addSchema(shared);
  const defs = (shared.$defs ?? {}) as Vocabulary['defs'];
  const fits = (def: string, value: Json) => ajv.getSchema(`_defs#/$defs/${def}`)?.(value) === true;
  if (!needIds) return { defs, fits, referenced: () => null };

  const set = loadSchemaSet(path.join(root, 'schemas'));

  const ids = await recordIds(root);
  const served = resourceDefs(set);
  const resources = fs
    .readdirSync(path.join(root, 'resources'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ key: f.replace(/\.ts$/, ''), schemaId: findReferenced(served, f.replace(/\.ts$/, ''))?.schemaId }));
  const referenced = (key: string, values: string[]) => {
    const holders = resources.filter((r) => r.schemaId && values.every((v) => ids.get(r.schemaId!)?.has(v)));
    // Ids shared by two resources (rare: ObjectIDs are unique) are told apart by the field's name.
    return (holders.find((r) => key.toLowerCase().includes(r.schemaId!.toLowerCase())) ?? holders[0])?.key ?? null;
  };
  return { defs, fits, referenced };
}

/** Ids of the stored records, by schema $id. */
async function recordIds(root: string): Promise<Map<string, Set<string>>> {
  const file = path.join(path.resolve(root, process.env.KABINET_DATA_DIR ?? '.data'), DATA_FILE);
  if (fs.existsSync(file)) {
    const db = new Database(file, { readonly: true });
    try {
      return idsByResource(db);
    } finally {
      db.close();
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-scaffold-'));
  const app = buildServer({ dataDir, seed: true, schemasDir: path.join(root, 'schemas') });
  try {
    return idsByResource(app.kabinet.db);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function idsByResource(db: Pick<Database.Database, 'prepare'>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const row of db.prepare('SELECT resource, id FROM records').all() as { resource: string; id: string }[]) {
    if (!out.has(row.resource)) out.set(row.resource, new Set());
    out.get(row.resource)!.add(row.id);
  }
  return out;
}
