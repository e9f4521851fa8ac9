import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addAjvFormats from 'ajv-formats';
import addAjvErrors from 'ajv-errors';
import localizeRu from 'ajv-i18n/localize/ru';
import { checkSchema, formatProblem, type SchemaProblem } from './checkSchema';
import { addFormats, FORMAT_MESSAGES } from './formats';
import { addXKeywords } from './keywords';
import type { EntitySchema, FieldErrors, JsonSchema } from './types';

/** A bad schema: the message names every problem with its file and JSON path. */
export class SchemaError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(`Ошибка в схемах:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SchemaError';
  }
}

export const REQUIRED_MESSAGE = 'Обязательное поле';

export interface SchemaSet {
  /** Entity schemas by `$id` (shared `_defs`-like files without x-endpoint included). */
  readonly schemas: ReadonlyMap<string, EntitySchema>;
  get(id: string): EntitySchema;
  /** Resolves a local or cross-file `$ref` ("_defs#/$defs/objectId"). */
  resolve(schema: JsonSchema): JsonSchema;
  /** Validates a whole record (nulls already stripped); null when valid. */
  validate(id: string, data: unknown): FieldErrors | null;
}

function fileId(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
}

/**
 * Builds the one ajv instance (draft 2020-12, strict, all errors, our formats and x- keywords)
 * and compiles every schema once; the console and the reference API both call this.
 * @param files schema file name → parsed JSON
 */
export function createSchemaSet(files: Record<string, unknown>): SchemaSet {
  const problems: SchemaProblem[] = [];
  const schemas = new Map<string, EntitySchema>();
  for (const [file, json] of Object.entries(files)) {
    const name = file.replace(/^.*\//, '');
    const found = checkSchema(name, json);
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

  const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: false, strictRequired: false });
  addAjvFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  addAjvErrors(ajv);
  addXKeywords(ajv);
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const schema of schemas.values()) ajv.addSchema(schema);
  for (const [id] of schemas) {
    try {
      validators.set(id, ajv.getSchema(id)!);
    } catch (e) {
      problems.push({ file: `${id}.schema.json`, path: '', message: (e as Error).message });
    }
  }
  if (problems.length) throw new SchemaError(problems);

  const get = (id: string): EntitySchema => {
    const s = schemas.get(id);
    if (!s) throw new Error(`Нет схемы "${id}"`);
    return s;
  };

  const resolve = (schema: JsonSchema): JsonSchema => {
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
    return current;
  };

  return {
    schemas,
    get,
    resolve,
    validate(id, data) {
      const validator = validators.get(id);
      if (!validator) throw new Error(`Нет схемы "${id}"`);
      if (validator(data)) return null;
      return toFieldErrors(validator.errors ?? []);
    },
  };
}

/** ajv errors → { "/json/pointer": "Русское сообщение" }, the first message per field. */
export function toFieldErrors(errors: ErrorObject[]): FieldErrors {
  // Our own errorMessage texts are already Russian; ajv-i18n would overwrite them.
  localizeRu(errors.filter((e) => e.keyword !== 'errorMessage'));
  const result: FieldErrors = {};
  for (const error of errors) {
    // ajv-errors folds the errors it replaces into params.errors: keep their places.
    const originals = error.keyword === 'errorMessage' ? (error.params.errors as ErrorObject[]) : [error];
    for (const original of originals) {
      const pointer = original.keyword === 'required'
        ? `${original.instancePath}/${original.params.missingProperty}`
        : original.instancePath;
      if (!(pointer in result)) result[pointer] = messageOf(error, original);
    }
  }
  return result;
}

function messageOf(error: ErrorObject, original: ErrorObject): string {
  if (error.keyword === 'errorMessage') return error.message ?? '';
  if (error.keyword === 'required') return REQUIRED_MESSAGE;
  if (error.keyword === 'format') return FORMAT_MESSAGES[error.params.format as string] ?? error.message ?? '';
  if (error.keyword === 'enum' || original.keyword === 'const' || error.keyword === 'oneOf') return 'Выберите значение из списка';
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'maximum': return `Не больше ${limit}`;
    case 'minimum': return `Не меньше ${limit}`;
    case 'exclusiveMinimum': return `Больше ${limit}`;
    case 'maxLength': return `Не длиннее ${limit} символов`;
    case 'minLength': return limit === 1 ? REQUIRED_MESSAGE : `Не короче ${limit} символов`;
    case 'type': return error.params.type === 'integer' ? 'Введите целое число'
      : error.params.type === 'number' ? 'Введите число' : 'Неверный тип значения';
    default: return capitalise(error.message ?? 'Неверное значение');
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
