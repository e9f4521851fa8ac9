import { SchemaError, type SchemaProblem } from './problems';
import type { EntitySchema, JsonSchema } from './types';

/** The schemas themselves: lookup and `$ref` resolution, no validation. */
export interface SchemaRegistry {
  /** Entity schemas by `$id` (shared `_defs`-like files without x-endpoint included). */
  readonly schemas: ReadonlyMap<string, EntitySchema>;
  get(id: string): EntitySchema;
  /** Resolves a local or cross-file `$ref` ("_defs#/$defs/objectId"). */
  resolve(schema: JsonSchema): JsonSchema;
}

function fileId(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
}

/**
 * Reads the schema files into a registry. `check` (checkSchema, which compiles meta-schemas
 * with ajv) runs where schemas are compiled anyway: in Node and at build time. The console
 * gets schemas the build has already checked, so it skips it and carries no ajv compiler.
 * @param files schema file name → parsed JSON
 */
export function createSchemaRegistry(
  files: Record<string, unknown>,
  check?: (file: string, json: unknown) => SchemaProblem[],
): SchemaRegistry {
  const problems: SchemaProblem[] = [];
  const schemas = new Map<string, EntitySchema>();
  for (const [file, json] of Object.entries(files)) {
    const name = file.replace(/^.*\//, '');
    const found = check?.(name, json) ?? [];
    problems.push(...found);
    if (found.length) continue;
    const schema = json as EntitySchema;
    if (schema.$id !== fileId(file)) {
      problems.push({ file: name, path: '/$id', message: `$id должен совпадать с именем файла: "${fileId(file)}"` });
      continue;
    }
    schemas.set(schema.$id, schema);
  }
  if (problems.length) throw new SchemaError(problems);

  const get = (id: string): EntitySchema => {
    const s = schemas.get(id);
    if (!s) throw new Error(`Нет схемы "${id}"`);
    return s;
  };

  // Schemas never change once loaded: each node resolves once (validating a record walks them all).
  const resolved = new WeakMap<JsonSchema, JsonSchema>();
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const known = resolved.get(schema);
    if (known) return known;
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      const [file, pointer = ''] = current.$ref.split('#');
      let target: unknown = get(file);
      for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown>)[part];
      if (!target) throw new Error(`Не найдена ссылка ${current.$ref}`);
      // Keywords next to $ref (title, readOnly, …) refine the referenced schema.
      const { $ref: _ignored, ...siblings } = current;
      current = { ...(target as JsonSchema), ...siblings };
    }
    resolved.set(schema, current);
    return current;
  };

  return { schemas, get, resolve };
}
