import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileProblem, fileRuleOf, type FileRule } from '../../src/engine/schema/files';
import type { JsonSchema } from '../../src/engine/schema/types';
import type { ServerContext, UploadedFile } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { idsParam, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import type { StoredRecord } from '../store';
import { access, visible } from '../http/access';
import { keepUploadedParts, multipartRoutes, readUpload, uploadedParts } from '../http/upload';

/**
 * The generic create and bulk delete of a collection, on the REST pattern of its x-endpoint or
 * where the platform serves them instead (the schema's x-calls, src/engine/schema/keywords/:
 * crud.ts then registers no default route, so the old path answers 404 like any unknown call).
 */

/** POST path → 201 {id}: the generic create, its body JSON or a multipart form (decodeForm). */
export function registerCreate(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
  path: string,
  body: 'json' | 'multipart',
): void {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const { cabinet, scope } = access(ctx, req, def);
    return reply
      .code(201)
      .send({ id: service.create(def, req.body, cabinet.id, scope, { files: uploadedParts(req) }) });
  };
  if (body === 'json') {
    app.post(path, handler);
    return;
  }
  multipartRoutes(app, (scope) => {
    // The form becomes the record's JSON before any hook looks at the body (ownership checks, logging).
    scope.addHook('preValidation', async (req) => {
      if (req.method !== 'POST' || req.routeOptions.url !== path) return;
      if (!req.isMultipart()) throw invalid({ '': FORM_EXPECTED });
      const upload = await readUpload(req);
      keepUploadedParts(req, fileParts(def, upload.files));
      req.body = decodeForm(def, upload.fields);
    });
    scope.post(path, handler);
  });
}

export const FORM_EXPECTED = 'Ожидается форма multipart/form-data';
const NO_FILES = 'Файл в этом запросе не принимается: загрузите его в хранилище и передайте ссылку';
export const NOT_JSON = 'Значение не разобрать: ожидается JSON';
export const FILE_EXPECTED = 'Ожидается файл';

/** The rule of a field that takes its file as a part of the create (x-file.part), or undefined. */
const partRule = (def: ResourceDef, name: string): FileRule | undefined => {
  const rule = Object.hasOwn(def.schema.properties ?? {}, name)
    ? fileRuleOf(def.property(name) ?? undefined)
    : undefined;
  return rule?.part ? rule : undefined;
};

/**
 * The files of a multipart create: only a field that takes its file as a part (x-file.part) may
 * send one, held to the field's types and size like an upload to the storage; any other file is
 * a 400 at its part's name.
 */
function fileParts(def: ResourceDef, files: Record<string, UploadedFile>): Record<string, UploadedFile> {
  const errors: Record<string, string> = {};
  for (const [name, file] of Object.entries(files)) {
    const rule = partRule(def, name);
    const problem = rule ? fileProblem(rule, { name: file.name, size: file.bytes.length }) : NO_FILES;
    if (problem) errors[`/${name}`] = problem;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return files;
}

/** A field whose value is text: a string, or a choice of texts (a const, an enum, a oneOf of consts: a big list's type). */
function takesText(prop: JsonSchema): boolean {
  if (prop.type !== undefined) return [prop.type].flat().includes('string');
  const options = prop.oneOf ?? prop.anyOf;
  if (options?.length) return options.every((o) => typeof o.const === 'string');
  if (prop.enum) return prop.enum.every((v) => typeof v === 'string');
  return typeof prop.const === 'string';
}

/**
 * A multipart form as the record: a field whose schema is text stays as sent, any other (number,
 * flag, list, object) is JSON. A value that is not JSON is a 400 at its field; the schema
 * validation of create then judges the record as it judges a JSON body.
 */
function decodeForm(def: ResourceDef, fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, text] of Object.entries(fields)) {
    if (partRule(def, name)) {
      errors[`/${name}`] = FILE_EXPECTED;
      continue;
    }
    const prop = Object.hasOwn(def.schema.properties ?? {}, name) ? def.property(name) : null;
    if (!prop || takesText(prop)) {
      out[name] = text;
      continue;
    }
    try {
      out[name] = JSON.parse(text);
    } catch {
      errors[`/${name}`] = NOT_JSON;
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/**
 * DELETE path?{param}=a,b: one record or several, all or nothing. Ids already gone are skipped
 * (deleting is idempotent), one record out of reach refuses the whole call.
 */
export function registerBulkDelete(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
  path: string,
  param = 'ids',
): void {
  app.delete(path, async (req) => {
    const { scope } = access(ctx, req, def);
    const ids = idsParam(req.query as QueryInput, param);
    if (!ids.length) throw new HttpError(400, MESSAGES.invalid, { [`/${param}`]: 'Не выбраны записи для удаления' });
    const found = ids.map((id) => ctx.store.get(def.schemaId, id)).filter((r): r is StoredRecord => r !== null);
    if (found.some((r) => !visible(scope, r))) throw new HttpError(403, MESSAGES.foreignRecord);
    service.delete(
      def,
      found.map((r) => r.id),
      scope,
    );
    return { ids: found.map((r) => r.id) };
  });
}
