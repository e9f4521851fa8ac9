import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers';

export const SCHEMAS = path.resolve(process.cwd(), 'schemas');

/** A copy of schemas/ with `change` applied to one schema's JSON: a server started on it tries a rule on a real resource. */
export function schemasWith(file: string, change: (schema: Record<string, unknown>) => void): string {
  const dir = tempDir();
  for (const name of fs.readdirSync(SCHEMAS)) fs.copyFileSync(path.join(SCHEMAS, name), path.join(dir, name));
  const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  change(schema);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(schema));
  return dir;
}
