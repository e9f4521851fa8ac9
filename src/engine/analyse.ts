import type { Choice, FieldDescriptor } from './fieldKinds';
import type { SchemaRegistry } from './schema/registry';
import { filterSiblings } from './schema/referenceFilter';
import type { JsonSchema } from './schema/types';

/**
 * Turns an entity schema into field descriptors, once per schema. Anything it cannot read as
 * a known kind falls back to `json`, so an unusual schema still renders and edits.
 */
export function analyseEntity(set: SchemaRegistry, schemaId: string): FieldDescriptor[] {
  return analyseProperties(set, set.get(schemaId), '', schemaId);
}

function analyseProperties(set: SchemaRegistry, schema: JsonSchema, prefix: string, owner: string): FieldDescriptor[] {
  const s = set.resolve(schema);
  const required = new Set(s.required ?? []);
  const fields = Object.entries(s.properties ?? {}).map(([name, prop]) =>
    analyseProperty(set, name, prop, `${prefix}${name}`, required.has(name), owner),
  );
  // A field that depends on a sibling (x-dictionary-by, x-offered-fields, x-reference-filter) names it by the title the user sees.
  const labelOf = (name: string) => fields.find((p) => p.name === name)?.label ?? name;
  return fields.map((f) => {
    if (f.kind === 'dictionary' && f.by) return { ...f, byLabel: labelOf(f.by) };
    if (f.kind === 'object' && f.offered) return { ...f, offered: { ...f.offered, byLabel: labelOf(f.offered.by) } };
    if ((f.kind === 'reference' || f.kind === 'referenceArray') && f.referenceFilter) {
      const siblings = filterSiblings(f.referenceFilter);
      if (siblings.length) return { ...f, siblingLabels: Object.fromEntries(siblings.map((n) => [n, labelOf(n)])) };
    }
    return f;
  });
}

export function analyseProperty(
  set: SchemaRegistry,
  name: string,
  raw: JsonSchema,
  source: string,
  required: boolean,
  /** The entity schema's $id the property belongs to. */
  owner = '',
): FieldDescriptor {
  const schema = set.resolve(raw);
  const common = {
    name,
    source,
    label: schema.title ?? name,
    description: schema.description,
    required,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    createOnly: schema['x-createOnly'] === true,
    ...(schema['x-filter'] ? { filter: schema['x-filter'] } : {}),
    schema,
  };
  const type = primaryType(schema);
  const items = schema.items ? set.resolve(schema.items) : undefined;
  const reference = schema['x-reference'] ?? items?.['x-reference'];

  const file = schema['x-file'];
  if (file) return { ...common, kind: 'file', file, owner };
  if (reference) {
    const referenceFilter = schema['x-reference-filter'] ?? items?.['x-reference-filter'];
    return {
      ...common,
      kind: type === 'array' ? 'referenceArray' : 'reference',
      reference,
      ...(referenceFilter ? { referenceFilter } : {}),
    };
  }
  const choices = choicesOf(schema);
  const dictionary = schema['x-dictionary'];
  if (dictionary)
    return {
      ...common,
      kind: 'dictionary',
      dictionary,
      // The values the schema allows (an array's items'), named by the dictionary once it answers.
      choices: choices ?? (type === 'array' && items ? choicesOf(items) : undefined) ?? [],
      ...(type === 'array' ? { multiple: true as const } : {}),
      ...(schema['x-dictionary-by'] ? { by: schema['x-dictionary-by'] } : {}),
    };
  if (choices) return { ...common, kind: 'enum', choices };
  switch (type) {
    case 'string':
      return { ...common, kind: stringKind(schema) };
    case 'integer':
    case 'number':
      return {
        ...common,
        kind: schema['x-kind'] === 'money' || schema['x-kind'] === 'percent' ? schema['x-kind'] : type,
      };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'object':
      return schema.properties
        ? {
            ...common,
            kind: 'object',
            fields: analyseProperties(set, schema, `${source}.`, owner),
            ...(schema['x-offered-fields'] ? { offered: { ...schema['x-offered-fields'] } } : {}),
          }
        : { ...common, kind: 'json' };
    case 'array': {
      if (!items) return { ...common, kind: 'json' };
      const itemChoices = choicesOf(items);
      if (itemChoices)
        return {
          ...common,
          kind: 'enumArray',
          choices: itemChoices,
          ...(schema['x-tree'] ? { tree: schema['x-tree'] } : {}),
        };
      const itemType = primaryType(items);
      // Sub-inputs of an ArrayInput are addressed relative to the item, so no prefix.
      if (itemType === 'object' && items.properties)
        return { ...common, kind: 'array', fields: analyseProperties(set, items, '', owner) };
      if (itemType === 'string' && schema['x-kind'] === 'lines') return { ...common, kind: 'lines' };
      if (itemType === 'string' && schema['x-fields-of'])
        return { ...common, kind: 'fieldNames', schemaFrom: schema['x-fields-of'] };
      if (itemType === 'string' || itemType === 'number' || itemType === 'integer')
        return { ...common, kind: 'stringArray' };
      return { ...common, kind: 'json' };
    }
    default:
      return { ...common, kind: 'json' };
  }
}

function stringKind(schema: JsonSchema): 'password' | 'longText' | 'date' | 'dateTime' | 'email' | 'url' | 'text' {
  if (schema.writeOnly) return 'password';
  if (schema['x-kind'] === 'longText') return 'longText';
  switch (schema.format) {
    case 'date':
      return 'date';
    case 'date-time':
      return 'dateTime';
    case 'email':
      return 'email';
    case 'url':
    case 'uri':
      return 'url';
    default:
      return 'text';
  }
}

/** `type`, ignoring "null" in a union; inferred from `properties`/`items` when absent. */
function primaryType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : schema.type ? [schema.type] : [];
  if (types.length === 1) return types[0];
  if (types.length === 0 && schema.properties) return 'object';
  if (types.length === 0 && schema.items) return 'array';
  return undefined;
}

/** Enum labels: `oneOf: [{const, title}]` (preferred) or a bare `enum` (labels are the values). */
function choicesOf(schema: JsonSchema): Choice[] | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length && options.every((o) => o.const !== undefined)) {
    return options.map((o) => ({
      id: o.const as string | number,
      name: o.title ?? String(o.const),
      icon: o['x-icon'],
      color: o['x-color'],
    }));
  }
  if (schema.enum?.length) return schema.enum.map((v) => ({ id: v as string | number, name: String(v) }));
  return undefined;
}

/** Walks descriptors depth-first (nested object fields included, array item fields excluded). */
export function flattenFields(fields: FieldDescriptor[]): FieldDescriptor[] {
  return fields.flatMap((f) => (f.kind === 'object' ? [f, ...flattenFields(f.fields)] : [f]));
}
