import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { SchemaSet } from '../../src/engine/schema';
import { nearest } from '../../src/engine/schema/nearest';
import { filterSiblings } from '../../src/engine/schema/referenceFilter';
import { DICTIONARIES, type DictionaryDefinition } from '../../src/domain/dictionaries';
import { visitSchemaFiles } from './visitSchema';

/**
 * What `npm run check` says about the declared field kinds and filters beyond their meta-schemas:
 * x-filter must fit the field (a period on a date, an ObjectID on a text), x-dictionary names
 * the values of a text or a number (or a list of them), x-dictionary-by a sibling holding the
 * parents of a dependent dictionary, x-offered-fields an object's sibling whose value a dependent
 * dictionary is read for, x-tree an array of codes with labels, x-fields-of names a
 * sibling that holds a schema's $id, x-computed is on a read-only field (the server computes it;
 * a client never sends it), x-reference-filter is beside an x-reference and names siblings that exist,
 * x-kind "checkboxes" is on a list of choices and "count" on an integer with its words (x-count).
 */
/** The dictionaries read by the value of another field (their `by`), for a message. */
const dependentDictionaries = () =>
  Object.entries(DICTIONARIES as Record<string, DictionaryDefinition>)
    .filter(([, d]) => d.by)
    .map(([n]) => n)
    .join(', ');

export function lintDeclaredKinds(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  visitSchemaFiles(set, (node, pointer, file) => {
    const siblings = node.properties ?? {};
    for (const [name, raw] of Object.entries(siblings)) {
      const here = `${pointer}/properties/${name}`;
      const p = set.resolve(raw);
      const filter = raw['x-filter'] ?? p['x-filter'];
      if (filter === 'period' && !(p.type === 'string' && p.format === 'date-time')) {
        problems.push({
          file,
          path: `${here}/x-filter`,
          message:
            'x-filter "period" (время с … по …) — для даты и времени ("format": "date-time"); для дат — "dayPeriod"',
        });
      }
      if (filter === 'dayPeriod' && !(p.type === 'string' && (p.format === 'date' || p.format === 'date-time'))) {
        problems.push({
          file,
          path: `${here}/x-filter`,
          message: 'x-filter "dayPeriod" (с даты … по дату) — для даты ("format": "date" или "date-time")',
        });
      }
      if (filter === 'objectId' && p.type !== 'string') {
        problems.push({
          file,
          path: `${here}/x-filter`,
          message: 'x-filter "objectId" — для текстового поля с ObjectID',
        });
      }
      const items = p.items ? set.resolve(p.items) : undefined;
      const scalar = (s: { type?: unknown } | undefined) =>
        ['string', 'integer', 'number'].includes(String(s?.type ?? 'string'));
      const dictionary = raw['x-dictionary'] ?? p['x-dictionary'];
      if (dictionary !== undefined && !(p.type === 'array' ? scalar(items) : scalar(p))) {
        problems.push({
          file,
          path: `${here}/x-dictionary`,
          message: 'x-dictionary — для текста или числа (или списка их): значение ищется в справочнике',
        });
      }
      const by = raw['x-dictionary-by'] ?? p['x-dictionary-by'];
      if (by !== undefined) {
        const parent = (DICTIONARIES as Record<string, DictionaryDefinition>)[String(dictionary)]?.by;
        const sibling = Object.hasOwn(siblings, by) && by !== name ? set.resolve(siblings[by]) : undefined;
        const hint = nearest(
          by,
          Object.keys(siblings).filter((n) => n !== name),
        );
        const guess = hint && hint !== by ? `; возможно, вы имели в виду "${hint}"` : '';
        if (!parent)
          problems.push({
            file,
            path: `${here}/x-dictionary-by`,
            message: `x-dictionary-by — для справочника, который читается по значению другого поля (${dependentDictionaries()})`,
          });
        else if (!sibling)
          problems.push({
            file,
            path: `${here}/x-dictionary-by`,
            message: `нет поля "${by}" рядом с "${name}"${guess}: x-dictionary-by называет соседнее поле, по значению которого читается справочник`,
          });
        else if (parent.dictionary !== undefined && sibling['x-dictionary'] !== parent.dictionary) {
          problems.push({
            file,
            path: `${here}/x-dictionary-by`,
            message: `x-dictionary-by называет соседнее поле со справочником "${parent.dictionary}"; "${by}" не такое${guess}`,
          });
        }
      }
      const offered = raw['x-offered-fields'] ?? p['x-offered-fields'];
      if (offered !== undefined) {
        const read = (DICTIONARIES as Record<string, DictionaryDefinition>)[offered.dictionary];
        if (p.type !== 'object' || !p.properties)
          problems.push({
            file,
            path: `${here}/x-offered-fields`,
            message:
              'x-offered-fields — для объекта с полями ("properties"): справочник называет, какие из них предлагать',
          });
        if (read && !read.by)
          problems.push({
            file,
            path: `${here}/x-offered-fields/dictionary`,
            message: `x-offered-fields читает справочник по значению другого поля; "${offered.dictionary}" не такой (${dependentDictionaries()})`,
          });
        if (!Object.hasOwn(siblings, offered.by) || offered.by === name) {
          const names = Object.keys(siblings).filter((n) => n !== name);
          const hint = nearest(offered.by, names);
          problems.push({
            file,
            path: `${here}/x-offered-fields/by`,
            message: `нет поля "${offered.by}" рядом с "${name}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''}: "by" называет соседнее поле, по значению которого читается справочник`,
          });
        }
      }
      if ((raw['x-tree'] ?? p['x-tree']) !== undefined && !(p.type === 'array' && items?.oneOf)) {
        problems.push({
          file,
          path: `${here}/x-tree`,
          message: 'x-tree — для списка кодов с названиями ("items": { "oneOf": [...] }): коды выбираются в дереве',
        });
      }
      if ((raw['x-computed'] ?? p['x-computed']) !== undefined && !(raw.readOnly ?? p.readOnly)) {
        problems.push({
          file,
          path: `${here}/x-computed`,
          message: 'x-computed — для поля только для чтения ("readOnly": true): его значение считает сервер',
        });
      }
      const kind = raw['x-kind'] ?? p['x-kind'];
      if (kind === 'checkboxes' && !(p.type === 'array' && items?.oneOf)) {
        problems.push({
          file,
          path: `${here}/x-kind`,
          message:
            'x-kind "checkboxes" — для списка значений с названиями ("items": { "oneOf": [...] }): каждое — флажок',
        });
      }
      if (kind === 'count' && !(p.type === 'integer' && (raw['x-count'] ?? p['x-count']))) {
        problems.push({
          file,
          path: `${here}/x-kind`,
          message:
            'x-kind "count" — для целого числа ("type": "integer") со словами рядом: "x-count": { "some": "%{smart_count} …", "none": "…" }',
        });
      }
      // On a field, or on the items of a list of ids (whose siblings are the list's).
      const referenceFilter = raw['x-reference-filter'] ?? p['x-reference-filter'] ?? items?.['x-reference-filter'];
      if (referenceFilter !== undefined && !(raw['x-reference'] ?? p['x-reference'] ?? items?.['x-reference'])) {
        problems.push({
          file,
          path: `${here}/x-reference-filter`,
          message: 'x-reference-filter — рядом с x-reference: он сужает выбор записей, на которые ссылается поле',
        });
      }
      for (const sibling of referenceFilter ? filterSiblings(referenceFilter) : []) {
        if (Object.hasOwn(siblings, sibling) && sibling !== name) continue;
        const hint = nearest(
          sibling,
          Object.keys(siblings).filter((n) => n !== name),
        );
        problems.push({
          file,
          path: `${here}/x-reference-filter`,
          message: `нет поля "${sibling}" рядом с "${name}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''}: { "field": … } называет соседнее поле, чьё значение должно быть у выбранной записи`,
        });
      }
      const from = raw['x-fields-of'] ?? p['x-fields-of'];
      if (from === undefined) continue;
      if (p.type !== 'array' || !p.items || set.resolve(p.items).type !== 'string') {
        problems.push({ file, path: `${here}/x-fields-of`, message: 'x-fields-of — для списка текстов (имён полей)' });
      }
      if (!Object.hasOwn(siblings, from) || from === name) {
        const names = Object.keys(siblings).filter((n) => n !== name);
        const hint = nearest(from, names);
        problems.push({
          file,
          path: `${here}/x-fields-of`,
          message: `нет поля "${from}" рядом с "${name}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''}: x-fields-of называет соседнее поле, где лежит $id схемы (поля: ${names.join(', ')})`,
        });
      }
    }
  });
  return problems;
}
