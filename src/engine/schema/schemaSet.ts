import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020';
import addAjvFormats from 'ajv-formats';
import addAjvErrors from 'ajv-errors';
import { checkSchema } from './checkSchema';
import { comparisonErrors, withComparisons } from './compare';
import { storedFileErrors } from './files';
import { toFieldErrors } from './fieldErrors';
import { addFormats } from './formats';
import { addXKeywords } from './keywords';
import { SchemaError, type SchemaProblem } from './problems';
import { createSchemaRegistry, type SchemaRegistry } from './registry';
import type { FieldErrors } from './types';

export { SchemaError } from './problems';
export { REQUIRED_MESSAGE } from './fieldErrors';
export type { SchemaRegistry } from './registry';

/** Schemas with validators compiled at run time (the reference API, scripts, Node tests). */
export interface SchemaSet extends SchemaRegistry {
  /** Validates a whole record (nulls already stripped); null when valid. */
  validate(id: string, data: unknown): FieldErrors | null;
}

/**
 * Schemas whose validators may have to be loaded first: the console's precompiled ones
 * (precompiled.ts) answer with a promise. Code shared by both sides awaits the answer.
 */
export interface ValidatingSchemas extends SchemaRegistry {
  validate(id: string, data: unknown): FieldErrors | null | Promise<FieldErrors | null>;
  /** Fetches a schema's validator ahead of the first submit (a form calls it when it opens). */
  preload?(id: string): void;
}

/**
 * The ajv instance of our schemas: draft 2020-12, strict, all errors, our formats and x-
 * keywords. The reference API compiles with it at run time; scripts/gen-validators.ts
 * generates the console's standalone validators from it (`code` options), so both validate
 * alike.
 */
export function createAjv(code?: Options['code']): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    strictTypes: false,
    strictRequired: false,
    ...(code ? { code } : {}),
  });
  addAjvFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  addAjvErrors(ajv);
  addXKeywords(ajv);
  addFormats(ajv);
  return ajv;
}

/**
 * Checks and compiles every schema once (in Node: the reference API, scripts and tests).
 * @param files schema file name → parsed JSON
 */
export function createSchemaSet(
  files: Record<string, unknown>,
  ajv: Ajv2020 = createAjv(),
): SchemaSet & { ajv: Ajv2020 } {
  const registry = createSchemaRegistry(files, checkSchema);
  const problems: SchemaProblem[] = [];
  const validators = new Map<string, ValidateFunction>();
  for (const schema of registry.schemas.values()) ajv.addSchema(schema);
  for (const [id] of registry.schemas) {
    try {
      validators.set(id, ajv.getSchema(id)!);
    } catch (e) {
      problems.push({ file: `${id}.schema.json`, path: '', message: (e as Error).message });
    }
  }
  if (problems.length) throw new SchemaError(problems);

  return {
    ...registry,
    ajv,
    validate(id, data) {
      const validator = validators.get(id);
      if (!validator) throw new Error(`Нет схемы "${id}"`);
      const errors = validator(data) ? null : toFieldErrors(validator.errors ?? []);
      return withComparisons(
        withComparisons(errors, storedFileErrors(registry, id, data)),
        comparisonErrors(registry, id, data),
      );
    },
  };
}
