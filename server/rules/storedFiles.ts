import type { FieldErrors, JsonSchema } from '../../src/engine/schema';
import { fileProblem, fileRuleOf } from '../../src/engine/schema/files';
import type { StoredFile } from '../../src/domain/storedFile';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { ResourceDef } from '../resourceDefs';
import { findStoredFile } from '../fileStorage';

type Data = Record<string, unknown>;

const MISSING = 'Файл не найден в хранилище: загрузите его заново';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A file field (x-file) must name a file the storage holds, of a type and size the field takes,
 * whatever a client sends: a record never points at a file that is not there. What is stored is
 * the storage's own account of the file (its name, size and type; the address beside an id),
 * not the client's. 400 at the field otherwise.
 */
export function withStoredFiles(ctx: ServerContext, def: ResourceDef, data: Data): Data {
  const errors: FieldErrors = {};
  const check = (schema: JsonSchema, value: unknown, pointer: string): StoredFile | null => {
    const rule = fileRuleOf(schema)!;
    const id = typeof value === 'string' ? value : (value as { id?: unknown }).id;
    const stored = typeof id === 'string' ? findStoredFile(ctx, id) : null;
    const sameUrl = typeof value === 'string' || stored?.url === (value as { url?: unknown }).url;
    const problem = !stored || !sameUrl ? MISSING : fileProblem(rule, { name: stored.url, size: stored.size });
    if (problem) errors[pointer] = problem;
    return problem ? null : stored;
  };
  const walk = (raw: JsonSchema, value: unknown, pointer: string, depth: number): unknown => {
    if (depth > 12 || value === null || typeof value !== 'object') return value;
    const schema = ctx.set.resolve(raw);
    if (Array.isArray(value))
      return schema.items ? value.map((item, i) => walk(schema.items!, item, `${pointer}/${i}`, depth + 1)) : value;
    const out: Data = { ...(value as Data) };
    for (const [key, rawProperty] of Object.entries(schema.properties ?? {})) {
      const property = ctx.set.resolve(rawProperty);
      const rule = fileRuleOf(property);
      const here = `${pointer}/${escape(key)}`;
      if (!rule) {
        if (out[key] !== undefined) out[key] = walk(rawProperty, out[key], here, depth + 1);
        continue;
      }
      if (out[key] === undefined || out[key] === null || (typeof out[key] !== 'string' && typeof out[key] !== 'object'))
        continue;
      const stored = check(property, out[key], here);
      if (!stored) continue;
      if (typeof out[key] === 'string') {
        if (rule.url) out[rule.url] = stored.url;
      } else {
        out[key] = stored;
      }
    }
    return out;
  };
  const result = walk(def.schema, data, '', 0) as Data;
  if (Object.keys(errors).length) throw invalid(errors);
  return result;
}
