import {
  BIG_LIST_MAX_VALUES,
  bigListValueProblem,
  describeProblems,
  parseBigListText,
  type BigListType,
} from '../../src/domain/bigLists';
import type { ResourceHooks, ServerContext } from '../context';
import type { Db } from '../db';
import { invalid } from '../errors';
import { fileText } from '../http/upload';

/**
 * Big lists keep their values beside the record, one row each, so that lists stay light (a list
 * may hold 100 000 values) and adding or removing values is one statement per value.
 */
function ensureBigListValues(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS big_list_values (
    list_id TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (list_id, value)
  )`);
}

export function bigListValues(ctx: ServerContext, listId: string): string[] {
  ensureBigListValues(ctx.db);
  return (
    ctx.db.prepare('SELECT value FROM big_list_values WHERE list_id = ? ORDER BY rowid').all(listId) as {
      value: string;
    }[]
  ).map((r) => r.value);
}

export function countBigListValues(ctx: ServerContext, listId: string): number {
  ensureBigListValues(ctx.db);
  return (ctx.db.prepare('SELECT count(*) AS n FROM big_list_values WHERE list_id = ?').get(listId) as { n: number }).n;
}

/** Adds and removes values (callers own the transaction); answers the new count. Too many: 400 at `pointer`. */
export function changeBigListValues(
  ctx: ServerContext,
  listId: string,
  add: string[],
  remove: string[],
  pointer = '/addValues',
): number {
  ensureBigListValues(ctx.db);
  const del = ctx.db.prepare('DELETE FROM big_list_values WHERE list_id = ? AND value = ?');
  const ins = ctx.db.prepare('INSERT OR IGNORE INTO big_list_values (list_id, value) VALUES (?, ?)');
  for (const v of remove) del.run(listId, v);
  for (const v of add) ins.run(listId, v);
  const count = countBigListValues(ctx, listId);
  if (count > BIG_LIST_MAX_VALUES)
    throw invalid({
      [pointer]: `В списке не может быть больше ${BIG_LIST_MAX_VALUES.toLocaleString('ru-RU')} значений`,
    });
  return count;
}

export function replaceBigListValues(ctx: ServerContext, listId: string, values: string[], pointer?: string): number {
  ensureBigListValues(ctx.db);
  ctx.db.prepare('DELETE FROM big_list_values WHERE list_id = ?').run(listId);
  return changeBigListValues(ctx, listId, values, [], pointer);
}

/** The values of a list file's text, or 400 on the file naming the bad lines. */
export function valuesOfText(type: BigListType, text: string, pointer = '/file'): string[] {
  const { values, problems } = parseBigListText(type, text);
  if (problems.length) throw invalid({ [pointer]: describeProblems(problems) });
  if (!values.length) throw invalid({ [pointer]: 'В файле нет ни одного значения' });
  if (values.length > BIG_LIST_MAX_VALUES)
    throw invalid({ [pointer]: `В файле больше ${BIG_LIST_MAX_VALUES.toLocaleString('ru-RU')} значений` });
  return values;
}

/** Typed values that must each fit the list type: 400 naming the value at `pointer`/i. */
function checkedValues(type: BigListType, values: string[], pointer: string): string[] {
  const normal = values.map((v) => (type === 'dm' ? v.toLowerCase() : v));
  const errors: Record<string, string> = {};
  normal.forEach((v, i) => {
    const problem = bigListValueProblem(type, v);
    if (problem) errors[`${pointer}/${i}`] = `«${v.slice(0, 60)}» — ${problem}`;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return normal;
}

/**
 * A new list takes its values from its file (a part of the multipart POST /biglist: x-file.part)
 * and the values typed in; the file itself is never kept. A save changes them by difference
 * (PUT /biglist {listID, addValues, delValues}: x-calls.update.diff); valuesCount always follows
 * the side table, and the values go out only with one list.
 */
export const bigListHooks: ResourceHooks = {
  beforeStore(ctx, { id, op, data, files }) {
    const { content, file: _file, ...rest } = data;
    if (op === 'create') {
      const type = data.listType as BigListType;
      const fromFile = files?.file ? valuesOfText(type, fileText(files.file)) : [];
      const typed = checkedValues(type, (content as string[] | undefined) ?? [], '/content');
      // Nothing given: the values are already beside the record (a list made from a file) or none.
      if (fromFile.length || typed.length) replaceBigListValues(ctx, id, [...fromFile, ...typed], '/content');
    }
    return { ...rest, valuesCount: countBigListValues(ctx, id) };
  },
  applyChanges(ctx, id, changes) {
    const change = changes.content;
    const record = ctx.store.get('bigList', id);
    if (!change || !record) return;
    const add = checkedValues(record.data.listType as BigListType, change.add as string[], `/${change.names.add}`);
    changeBigListValues(ctx, id, add, change.remove as string[], `/${change.names.add}`);
  },
  detail(ctx, record) {
    return { ...record, content: bigListValues(ctx, String(record.id)) };
  },
  onDelete(ctx, id) {
    ensureBigListValues(ctx.db);
    ctx.db.prepare('DELETE FROM big_list_values WHERE list_id = ?').run(id);
  },
};
