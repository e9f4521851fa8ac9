import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createPrecompiledSchemaSet,
  type PrecompiledSchemaSet,
  type PrecompiledValidator,
  type ValidatorLoaders,
} from '../../../src/engine/schema/precompiled';

export interface ConsoleValidators {
  set: PrecompiledSchemaSet;
  /** "JSON pointer: Russian message" of every difference of `data` from schema `id`; empty when it matches. */
  problems(id: string, data: unknown, prefix?: string): Promise<string[]>;
}

/**
 * What the contract adds to every record besides its schema's fields (docs/contract.md): its id
 * (also when the schema names another property by x-id) and the version an edit sends back.
 */
const SERVER_FIELDS: Record<string, { fits(value: unknown): boolean; expected: string }> = {
  id: {
    fits: (v) => (typeof v === 'string' && v !== '') || typeof v === 'number',
    expected: 'непустая строка или число',
  },
  version: { fits: (v) => Number.isInteger(v) && (v as number) >= 1, expected: 'целое число не меньше 1' },
};

/**
 * The console's own validators (the modules scripts/gen-validators.ts generates from schemas/
 * and the browser loads), so the probe judges an answer exactly as a form would; a field the
 * schema does not describe is named (a form says only that there is one).
 */
export function consoleValidators(root: string): ConsoleValidators {
  const schemasDir = path.join(root, 'schemas');
  const generated = path.join(root, 'src/engine/generated/validators');
  const files: Record<string, unknown> = {};
  const loaders: ValidatorLoaders = {};
  for (const name of fs
    .readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    files[name] = JSON.parse(fs.readFileSync(path.join(schemasDir, name), 'utf8'));
    const id = name.replace(/\.schema\.json$/, '');
    const module = path.join(generated, `${id}.js`);
    if (!fs.existsSync(module)) throw new Error(`Нет валидатора схемы ${id}: выполните npx tsx scripts/gen-types.ts`);
    loaders[id] = () => import(pathToFileURL(module).href) as Promise<{ default: PrecompiledValidator }>;
  }
  const set = createPrecompiledSchemaSet(files, loaders);

  return {
    set,
    async problems(id, data, prefix = '') {
      const { record, extra } = withoutServerFields(set.get(id).properties ?? {}, data);
      const problems = extra
        .filter(([field, value]) => !SERVER_FIELDS[field].fits(value))
        .map(([field]) => `${prefix}/${field}: ожидается ${SERVER_FIELDS[field].expected}`);
      const errors = (await set.validate(id, record)) ?? {};
      const { default: validator } = await loaders[id]();
      validator(record);
      const unknown = (validator.errors ?? []).filter((e) => e.keyword === 'additionalProperties');
      const holders = new Set(unknown.map((e) => e.instancePath));
      for (const e of unknown)
        problems.push(`${prefix}${e.instancePath}/${String(e.params.additionalProperty)}: поле не описано в схеме`);
      for (const [pointer, message] of Object.entries(errors)) {
        if (!holders.has(pointer)) problems.push(`${prefix}${pointer || (prefix ? '' : '/')}: ${message}`);
      }
      return problems;
    },
  };
}

/** The record without the contract's own fields its schema does not declare (checked apart). */
function withoutServerFields(
  properties: Record<string, unknown>,
  data: unknown,
): { record: unknown; extra: [string, unknown][] } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { record: data, extra: [] };
  const copy: Record<string, unknown> = { ...data };
  const extra = Object.keys(SERVER_FIELDS)
    .filter((f) => f in copy && !(f in properties))
    .map((f): [string, unknown] => [f, copy[f]]);
  for (const [f] of extra) delete copy[f];
  return { record: copy, extra };
}
