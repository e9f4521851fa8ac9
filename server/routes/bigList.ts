import type { FastifyInstance } from 'fastify';
import type { BigListType } from '../../src/domain/bigLists';
import type { ServerContext } from '../context';
import { isObject } from '../merge';
import { changeBigListValues, countBigListValues, replaceBigListValues, valuesOfText } from '../hooks/bigList';
import { fileText } from '../http/upload';
import { uploadedParts } from '../http/upload';
import { recordAccess } from '../http/recordAccess';
import { rewrite } from '../http/access';
import { requireId } from '../http/body';

/**
 * Big lists (docs/product.md#calls Big lists) beyond the generic CRUD of their schema. GET
 * /biglist/{id}, the multipart POST /biglist (listType, listName, file: the schema's x-calls.create,
 * the file a part of it), PUT /biglist {listID, addValues, delValues} and DELETE /biglist?listID=a,b
 * are the schema's x-calls (crud.ts, the values by hooks/bigList.ts). Here: the same POST /biglist
 * naming a list (listID) adds the file's values to it (mode=replace replaces them) and answers
 * {id, valuesCount, added} instead of creating one.
 */
export function registerBigListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const found = recordAccess(ctx, 'bigList');
  if (!found) return;
  const { def, gate, load } = found;
  const path = def.schema['x-calls']?.create?.path;

  // Before the generic create's handler, once the form is read (preValidation) into the body and its file.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' || req.routeOptions.url !== path) return;
    const body = isObject(req.body) ? req.body : {};
    if (body.listID === undefined) return;
    const record = load(requireId(body.listID, 'listID', 'Не выбран список'), gate(req));
    const values = valuesOfText(record.data.listType as BigListType, fileText(uploadedParts(req).file));
    const before = countBigListValues(ctx, record.id);
    const replace = body.mode === 'replace';
    const updated = ctx.db.transaction(() => {
      const count = replace
        ? replaceBigListValues(ctx, record.id, values)
        : changeBigListValues(ctx, record.id, values, []);
      return rewrite(ctx, def, record, { ...record.data, valuesCount: count });
    })();
    const valuesCount = updated.data.valuesCount as number;
    await reply.send({ id: record.id, valuesCount, added: replace ? valuesCount : valuesCount - before });
    return reply;
  });
}
