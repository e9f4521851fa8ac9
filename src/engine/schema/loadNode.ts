import fs from 'node:fs';
import path from 'node:path';
import { SchemaError } from './problems';
import { createSchemaSet, type SchemaSet } from './schemaSet';

/** The schema set read from a folder of `*.schema.json` (the reference API and scripts). */
export function loadSchemaSet(dir = path.resolve(process.cwd(), 'schemas')): SchemaSet {
  const files: Record<string, unknown> = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    try {
      files[name] = JSON.parse(text);
    } catch (e) {
      throw new SchemaError([{ file: name, path: '', message: `неверный JSON: ${(e as Error).message}` }]);
    }
  }
  return createSchemaSet(files);
}
