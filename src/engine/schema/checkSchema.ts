import Ajv2020 from 'ajv/dist/2020';
import { X_KEYWORDS } from './keywords';
import { nearest } from './nearest';
import type { SchemaProblem } from './problems';
import { valueProblem } from './valueProblems';

export { formatProblem, type SchemaProblem } from './problems';

/** Keywords of JSON Schema 2020-12 that our schemas may use, plus ajv-errors' errorMessage. */
const STANDARD_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  '$comment',
  '$anchor',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'items',
  'prefixItems',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'dependentSchemas',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'format',
  'errorMessage',
]);
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_VALUES = ['items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else'];
const SCHEMA_ARRAYS = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];

// verbose: the errors carry the wrong value and the meta-schema, for valueProblem's suggestions.
const metaAjv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
const xValidators = Object.fromEntries(Object.entries(X_KEYWORDS).map(([k, meta]) => [k, metaAjv.compile(meta)]));

/**
 * Walks a schema file and reports every keyword that is neither standard nor one of ours,
 * and every x- keyword whose value does not fit its meta-schema, each with its JSON path.
 * ajv's strict mode catches the same typos but names neither the file nor the place.
 */
export function checkSchema(file: string, schema: unknown, path = ''): SchemaProblem[] {
  if (typeof schema === 'boolean') return [];
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    return [{ file, path, message: 'ожидалась схема (объект JSON Schema)' }];
  }
  const problems: SchemaProblem[] = [];
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    const here = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key in xValidators) {
      const validate = xValidators[key];
      if (!validate(value)) {
        problems.push({ file, path: here, message: valueProblem(key, validate.errors ?? []) });
      }
    } else if (!STANDARD_KEYWORDS.has(key)) {
      const known = key.startsWith('x-') ? Object.keys(X_KEYWORDS) : [...STANDARD_KEYWORDS];
      const guess = nearest(key, known);
      const hint =
        (guess ? `; возможно, вы имели в виду "${guess}"` : '') +
        (key.startsWith('x-') ? `; известные: ${known.join(', ')}` : '');
      problems.push({ file, path: here, message: `неизвестное ключевое слово "${key}"${hint}` });
    } else if (SCHEMA_MAPS.includes(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) {
        problems.push(...checkSchema(file, sub, `${here}/${name}`));
      }
    } else if (SCHEMA_VALUES.includes(key)) {
      problems.push(...checkSchema(file, value, here));
    } else if (SCHEMA_ARRAYS.includes(key) && Array.isArray(value)) {
      value.forEach((sub, i) => problems.push(...checkSchema(file, sub, `${here}/${i}`)));
    }
  }
  return problems;
}
