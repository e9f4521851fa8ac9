import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bigListValueProblem, type BigListType } from '../../src/domain/bigLists';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { newObjectId } from '../passwords';
import type { RecordService } from '../recordService';
import {
  changeBigListValues,
  bigListValues,
  countBigListValues,
  replaceBigListValues,
  valuesOfText,
} from '../hooks/bigList';
import type { StoredRecord } from '../store';
import { multipartRoutes, objectBody, readUpload, requireId, stringList, uploadText } from './audienceSupport';
import { recordAccess, writeServerOwned } from './systemAccess';

/** Big lists (docs/product.md#calls Big lists) beyond the generic CRUD of their schema. */
export function registerBigListRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'bigList');
  if (!access) return;
  const { def, gate, load } = access;
  const present = (record: StoredRecord, withContent = false) => {
    const out = service.present(def, record);
    return withContent ? { ...out, content: bigListValues(ctx, record.id) } : out;
  };
  const listType = (record: StoredRecord) => record.data.listType as BigListType;

  /** GET /biglist/{id}: the list with its values (content). */
  app.get('/biglist/:id', async (req: FastifyRequest<{ Params: { id: string } }>) =>
    present(load(req.params.id, gate(req)), true),
  );

  /**
   * PUT /biglist {listID, addValues, delValues}: every added value must fit the list type
   * (400 naming it); values not in the list are ignored on delete. Answers the list.
   */
  app.put('/biglist', async (req) => {
    const scope = gate(req);
    const body = objectBody(req);
    const record = load(requireId(body.listID, 'listID', 'Не выбран список'), scope);
    const add = stringList(body, 'addValues').map((v) => (listType(record) === 'dm' ? v.toLowerCase() : v));
    const del = stringList(body, 'delValues');
    if (!add.length && !del.length)
      throw invalid({ '/addValues': 'Укажите значения, которые нужно добавить или удалить' });
    const errors: Record<string, string> = {};
    add.forEach((v, i) => {
      const problem = bigListValueProblem(listType(record), v);
      if (problem) errors[`/addValues/${i}`] = `«${v.slice(0, 60)}» — ${problem}`;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const updated = ctx.db.transaction(() => {
      const count = changeBigListValues(ctx, record.id, add, del);
      return writeServerOwned(ctx, def, record, { valuesCount: count });
    })();
    return present(updated);
  });

  // DELETE /biglist?listID=a,b is the schema's x-calls.delete (crudCalls.ts).

  /**
   * POST /biglist (multipart): listType, listName and file create a list; with listID the
   * file's values are added to that list (mode=replace replaces them). Answers {id, valuesCount, added}.
   */
  multipartRoutes(app, (scope) => {
    scope.post('/biglist', async (req, reply) => {
      const session = ctx.auth.session(req);
      const cabinet = ctx.auth.cabinet(req, session, def)!;
      const upload = await readUpload(req);
      const { listID, listType: type, listName, mode } = upload.fields;
      if (listID) {
        const record = load(requireId(listID, 'listID', 'Не выбран список'), ctx.cabinets.scope(cabinet));
        const values = valuesOfText(listType(record), uploadText(upload));
        const before = countBigListValues(ctx, record.id);
        const updated = ctx.db.transaction(() => {
          const count =
            mode === 'replace'
              ? replaceBigListValues(ctx, record.id, values)
              : changeBigListValues(ctx, record.id, values, []);
          return writeServerOwned(ctx, def, record, { valuesCount: count });
        })();
        const valuesCount = updated.data.valuesCount as number;
        return { id: record.id, valuesCount, added: mode === 'replace' ? valuesCount : valuesCount - before };
      }
      // Validates the fields the way a JSON create does, before the file is read.
      const errors = ctx.set.validate('bigList', { listType: type, listName });
      if (errors) throw invalid(errors);
      const values = valuesOfText(type as BigListType, uploadText(upload));
      const id = newObjectId();
      ctx.db.transaction(() => {
        replaceBigListValues(ctx, id, values);
        service.create(def, { listType: type, listName }, cabinet.id, { id });
      })();
      return reply.code(201).send({ id, valuesCount: values.length, added: values.length });
    });
  });
}
