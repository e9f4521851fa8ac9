import type { FastifyInstance } from 'fastify';
import type { BigListType } from '../../src/domain/bigLists';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { newObjectId } from '../passwords';
import type { RecordService } from '../recordService';
import { changeBigListValues, countBigListValues, replaceBigListValues, valuesOfText } from '../hooks/bigList';
import type { StoredRecord } from '../store';
import { multipartRoutes, readUpload, requireId, uploadText } from './audienceSupport';
import { recordAccess, writeServerOwned } from './systemAccess';

/** Big lists (docs/product.md#calls Big lists) beyond the generic CRUD of their schema: the multipart POST /biglist. */
export function registerBigListRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'bigList');
  if (!access) return;
  const { def, load } = access;
  const listType = (record: StoredRecord) => record.data.listType as BigListType;

  // GET /biglist/{id}, PUT /biglist {listID, addValues, delValues} and DELETE /biglist?listID=a,b are
  // the schema's x-calls (crud.ts, the values by hooks/bigList.ts).

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
