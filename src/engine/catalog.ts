import { relatedProblems } from './relatedCheck';
import { analyseEntity, flattenFields } from './analyse';
import type { FieldDescriptor } from './fieldKinds';
import { registerReferenceTarget } from './referenceName';
import type { ResourceConfig, ResourceDefinition } from './definition/types';
import { accessRuleOf } from './schema/access';
import { SchemaError } from './schema/problems';
import type { ValidatingSchemas } from './schema/schemaSet';
import type { SchemaProblem } from './schema/problems';
import type { EntitySchema } from './schema/types';

export interface Catalog {
  readonly schemas: ValidatingSchemas;
  readonly resources: readonly ResourceDefinition[];
  /** By react-admin resource name (its route path). */
  byName(name: string): ResourceDefinition;
  /** By key (file name in resources/, the value of x-reference). */
  byKey(key: string): ResourceDefinition | undefined;
  /** The analysed fields of a resource's schema (computed once). */
  fields(def: ResourceDefinition): FieldDescriptor[];
}

/**
 * File names in the order localeCompare gives them (case aside, then code points), without it: its
 * first call loads the browser's collation data, ~15 ms of the cabinet's start.
 */
function compareFileNames(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

function keyOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
}

/**
 * Joins resource files with their schemas. Problems a developer can make in a resource file
 * (unknown schema, a column that is not a field) fail here with the file name, like schema errors.
 * `nameHint` adds to a wrong column's message (`npm run check`: the nearest field's name).
 * `checkColumns: false` leaves out the columns' and filters' check, which analyses every schema:
 * the production bundle's (load.ts), whose resources `npm run check`, the tests and the
 * compiler (src/engine/generated/records.d.ts) have checked already. A screen's schema is then
 * analysed when the screen first asks for its fields (~10 ms of the cabinet's start
 * on a laptop, four times that on a phone).
 */
export function createCatalog(
  schemas: ValidatingSchemas,
  modules: Record<string, ResourceConfig>,
  {
    checkColumns = true,
    nameHint,
  }: { checkColumns?: boolean; nameHint?: (name: string, fields: string[]) => string } = {},
): Catalog {
  const problems: SchemaProblem[] = [];
  const fieldCache = new Map<string, FieldDescriptor[]>();
  const fieldsOf = (schemaId: string) => {
    if (!fieldCache.has(schemaId)) fieldCache.set(schemaId, analyseEntity(schemas, schemaId));
    return fieldCache.get(schemaId)!;
  };

  const resources: ResourceDefinition[] = [];
  for (const [file, config] of Object.entries(modules).sort(([a], [b]) => compareFileNames(a, b))) {
    const key = keyOf(file);
    const where = `resources/${key}.ts`;
    const schema = schemas.schemas.get(config.schema);
    if (!schema) {
      problems.push({ file: where, path: '/schema', message: `нет схемы "${config.schema}" в schemas/` });
      continue;
    }
    if (!schema['x-endpoint']) {
      problems.push({
        file: `${config.schema}.schema.json`,
        path: '/x-endpoint',
        message: 'у схемы ресурса должен быть x-endpoint',
      });
      continue;
    }
    // Never in the production bundle, whose catalog (load.ts) skips it: the build drops the code.
    if (!import.meta.env?.PROD && checkColumns) {
      const known = new Set(flattenFields(fieldsOf(config.schema)).map((f) => f.source));
      for (const [part, names] of [
        ['columns', config.list?.columns],
        ['filters', config.list?.filters],
      ] as const) {
        names?.forEach((name, i) => {
          if (!known.has(name))
            problems.push({
              file: where,
              path: `/list/${part}/${i}`,
              message: `"${name}" — не поле схемы ${config.schema}${nameHint?.(name, [...known]) ?? ''}`,
            });
        });
      }
    }
    resources.push({
      ...config,
      key,
      label: config.label ?? schema.title,
      ...accessRuleOf(schema),
      ...withoutMissingCalls(schema, config.disable),
      endpoint: schema['x-endpoint'],
    });
  }
  resources.push(...defaultResources(schemas, resources));
  const paths = new Map<string, string>();
  const keys = new Set<string>();
  for (const def of resources) {
    const other = paths.get(def.path);
    if (other)
      problems.push({
        file: `resources/${def.key}.ts`,
        path: '/path',
        message: `маршрут "${def.path}" уже занят resources/${other}.ts`,
      });
    // A schema-only resource takes its key from the endpoint: it must not shadow a resource file.
    if (keys.has(def.key))
      problems.push({
        file: `${def.schema}.schema.json`,
        path: '/x-endpoint',
        message: `ресурс "${def.key}" уже есть: задайте resources/<ключ>.ts или другой x-endpoint`,
      });
    paths.set(def.path, def.key);
    keys.add(def.key);
  }
  if (!import.meta.env?.PROD && checkColumns) problems.push(...relatedProblems(schemas, resources, nameHint));
  if (problems.length) throw new SchemaError(problems);

  const byName = new Map(resources.map((d) => [d.path, d]));
  const byKey = new Map(resources.map((d) => [d.key, d]));
  resources.forEach((d) => {
    const card = !d.disable?.includes('edit') ? 'edit' : !d.disable?.includes('show') ? 'show' : undefined;
    registerReferenceTarget(d.key, { name: d.path, labelField: schemas.get(d.schema)['x-label'] ?? 'id', card });
  });
  return {
    schemas,
    resources,
    byName(name) {
      const def = byName.get(name);
      if (!def) throw new Error(`Неизвестный ресурс "${name}"`);
      return def;
    },
    byKey: (key) => byKey.get(key),
    fields: (def) => fieldsOf(def.schema),
  };
}

/** No edit screen where the platform has no save (x-calls.update false: records are created and deleted only). */
function withoutMissingCalls(
  schema: EntitySchema,
  disable?: ResourceDefinition['disable'],
): Pick<ResourceDefinition, 'disable'> {
  if (schema['x-calls']?.update !== false || disable?.includes('edit')) return disable ? { disable } : {};
  return { disable: [...(disable ?? []), 'edit'] };
}

/**
 * The promise of one schema file: a schema with an endpoint and no resource file still becomes
 * a resource — list, create, edit and show with the defaults (first six scalar columns, no
 * filters), its key the endpoint's last segment like x-reference expects, its route and menu
 * from `x-console` when given. `x-console: false` keeps a schema API-only.
 */
function defaultResources(schemas: ValidatingSchemas, configured: readonly ResourceDefinition[]): ResourceDefinition[] {
  const used = new Set(configured.map((d) => d.schema));
  return [...schemas.schemas.values()]
    .filter((schema) => schema['x-endpoint'] && schema['x-console'] !== false && !used.has(schema.$id))
    .map((schema) => {
      const placement = schema['x-console'] || {};
      const endpoint = schema['x-endpoint']!;
      const key = endpoint.split('/').pop()!;
      return {
        key,
        schema: schema.$id,
        path: placement.path ?? key,
        label: placement.label ?? schema.title,
        menu: placement.menu && { group: placement.menu, order: placement.order ?? 100 },
        ...accessRuleOf(schema),
        ...withoutMissingCalls(schema),
        endpoint,
      };
    });
}
