import { readPathOf } from '../../../src/engine/schema/recordCalls';
import fs from 'node:fs';
import path from 'node:path';
import { DICTIONARIES } from '../../../src/providers/calls/dictionaries';
import { TREE_DICTIONARIES, type DictionaryDefinition } from '../../../src/domain/dictionaries';
import { accessRuleOf, type AccessRule, type SchemaRegistry } from '../../../src/engine/schema';

/** One read of the console the probe repeats: a resource's list and one of its records, or a dictionary. */
export type Read =
  | {
      kind: 'resource';
      resource: string;
      schemaId: string;
      endpoint: string;
      /** Null where the platform reads only the list (x-calls.read fromList). */
      recordPath: string | null;
      idProperty: string;
      access: AccessRule;
    }
  /** `access`: the permission the platform reads the dictionary only for (the probe skips it without). */
  | { kind: 'dictionary'; name: string; path: string; query: Record<string, string>; access?: AccessRule };

/** `schema: 'companion'` of a resource file (resources/<key>.ts): the file itself needs Vite to load. */
function resourceSchemaOf(source: string): string | null {
  return /\bschema:\s*['"]([^'"]+)['"]/.exec(source)?.[1] ?? null;
}

/**
 * What the console reads, derived rather than listed by hand: every resource file's schema (its
 * x-endpoint is the list and `/<id>` the record, or its x-calls.read path, as the data provider calls them) and every
 * dictionary of src/providers/calls/dictionaries.ts.
 */
export function consoleReads(root: string, schemas: SchemaRegistry): Read[] {
  const dir = path.join(root, 'resources');
  const seen = new Set<string>();
  const resources: Read[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const schemaId = resourceSchemaOf(fs.readFileSync(path.join(dir, file), 'utf8'));
    const schema = schemaId && schemas.schemas.get(schemaId);
    const endpoint =
      schema && typeof schema['x-endpoint'] === 'string' ? schema['x-endpoint'].replace(/\/+$/, '') : null;
    if (!schemaId || !schema || !endpoint || seen.has(endpoint)) continue;
    seen.add(endpoint);
    resources.push({
      kind: 'resource',
      resource: file.replace(/\.ts$/, ''),
      schemaId,
      endpoint,
      recordPath: readPathOf(schema, endpoint),
      idProperty: schema['x-id'] ?? 'id',
      access: accessRuleOf(schema),
    });
  }
  // A dictionary read for another field's value is read for its example one where the platform needs one (a panel's provider).
  const dictionaries: Read[] = Object.entries(DICTIONARIES as Record<string, DictionaryDefinition>).map(
    ([name, d]) => ({
      kind: 'dictionary',
      name,
      path: d.path,
      query: { ...d.query, ...(d.by?.example ? { [d.by.query]: d.by.example } : {}) },
      ...(d.permission ? { access: { permissions: [d.permission] } } : {}),
    }),
  );
  // A tree dictionary's top level is a dictionary like the others (its nodes are read as the user opens them).
  const trees: Read[] = Object.entries(TREE_DICTIONARIES).map(([name, d]) => ({
    kind: 'dictionary',
    name,
    path: d.path,
    query: {},
  }));
  return [...resources, ...dictionaries, ...trees];
}
