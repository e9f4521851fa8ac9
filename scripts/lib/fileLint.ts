import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { SchemaSet } from '../../src/engine/schema';
import { fileRuleOf, STORAGE_FORMATS } from '../../src/engine/schema/files';
import { nearest } from '../../src/engine/schema/nearest';
import { visitSchemaFiles } from './visitSchema';

/**
 * What `npm run check` says about file fields (x-file) beyond the keyword's meta-schema: the
 * field is an object (the stored file) or a string (its id, with `url` naming the sibling that
 * gets its address); `url` and `dimensions` name sibling fields; the recommended size is under
 * the limit; every accepted type is one the storage keeps. A file sent as a part of the record's
 * create (`part`) is a field of the entity itself, without a type (the bytes, never given back),
 * and its schema's x-calls.create is multipart; or a field of a call's body (a schema without
 * x-endpoint: a declared action's form whose call is multipart). A misspelt sibling or type gets the nearest name.
 */
export function lintFileFields(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  visitSchemaFiles(
    set,
    (node, pointer, file) => {
      const siblings = node.properties ?? {};
      for (const [name, raw] of Object.entries(siblings)) {
        const property = set.resolve(raw);
        const rule = fileRuleOf(property);
        if (!rule) continue;
        const here = `${pointer}/properties/${name}/x-file`;
        const say = (message: string) => problems.push({ file, path: here, message });
        const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
        if (rule.part) {
          const root = [...set.schemas.values()].find((s) => `${s.$id}.schema.json` === file);
          const body = root !== undefined && root['x-endpoint'] === undefined;
          if (pointer !== '' || (!body && root?.['x-calls']?.create?.body !== 'multipart'))
            say(
              'part — только для поля самой записи, которую создают формой multipart (x-calls.create body multipart), или тела вызова (схема без x-endpoint)',
            );
          if (type !== undefined) say('файл-часть формы не хранится в записи: уберите type');
          if (rule.url || rule.dimensions) say('url и dimensions — для файлов хранилища, не для части формы');
        } else if (type !== 'string' && type !== 'object')
          say('x-file — для объекта (файл хранилища) или строки (id файла)');
        if (type === 'string' && !rule.url)
          say(`"${name}" хранит id файла: назовите в url соседнее поле для его адреса`);
        if (type === 'object' && rule.url) say('url нужен только полю-строке: объект хранит адрес файла сам');
        for (const key of ['url', 'dimensions'] as const) {
          const other = rule[key];
          if (other === undefined || Object.hasOwn(siblings, other)) continue;
          const names = Object.keys(siblings).filter((n) => n !== name);
          const hint = nearest(other, names);
          say(`${key}: нет поля "${other}" рядом с "${name}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''}`);
        }
        for (const entry of rule.accept ?? []) {
          if (typeof entry !== 'string' || storageTakes(entry)) continue;
          const hint = nearest(entry, KNOWN_ENTRIES);
          say(
            `accept: хранилище не принимает «${entry}»${hint ? `; возможно, вы имели в виду "${hint}"` : ''}. Допустимы: ${[...new Set(Object.values(STORAGE_FORMATS))].join(', ')}, их расширения (.png) и группы (image/*)`,
          );
        }
        if (rule.recommendedSize && rule.maxSize && rule.recommendedSize > rule.maxSize)
          say('recommendedSize больше maxSize: рекомендуемый размер должен быть в пределах допустимого');
      }
    },
    ['x-file'],
  );
  return problems;
}

const TYPES = [...new Set(Object.values(STORAGE_FORMATS))];
const KNOWN_ENTRIES = [
  ...TYPES,
  ...Object.keys(STORAGE_FORMATS).map((ext) => `.${ext}`),
  ...new Set(TYPES.map((t) => `${t.split('/')[0]}/*`)),
];

/** A type, an extension or a group ("image/*") of at least one format the storage keeps. */
function storageTakes(entry: string): boolean {
  const e = entry.toLowerCase();
  if (e.startsWith('.')) return Object.hasOwn(STORAGE_FORMATS, e.slice(1));
  if (e.endsWith('/*')) return TYPES.some((t) => t.startsWith(e.slice(0, -1)));
  return TYPES.includes(e);
}
