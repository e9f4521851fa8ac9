import type { FastifyRequest } from 'fastify';
import { FORMAT_MESSAGES, isObjectId } from '../../src/engine/schema/formats';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';

/**
 * The fields of a call's body that a custom route reads itself (the generic CRUD validates against
 * the schema instead): the body as an object, an id, a list of ids, a list of strings; each
 * refused with 400 at its field.
 */
type Data = Record<string, unknown>;

/** The body as a JSON object, or 400. */
export function objectBody(req: FastifyRequest): Data {
  if (!isObject(req.body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
  return req.body;
}

/** An ObjectID in a body or query field, or 400 naming the field. */
export function requireId(value: unknown, field: string, message = 'Не выбрана запись'): string {
  if (!isObjectId(value)) throw invalid({ [`/${field}`]: message });
  return value;
}

/** A list of ObjectIDs in a body field: 400 naming the field when it is not one. */
export function idList(body: Data, field: string, required = true): string[] {
  const value = body[field];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || (required && value.length === 0)) {
    throw invalid({ [`/${field}`]: 'Не выбрано ни одной записи' });
  }
  const errors: Record<string, string> = {};
  value.forEach((v, i) => {
    if (!isObjectId(v)) {
      errors[`/${field}/${i}`] = FORMAT_MESSAGES.objectId;
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return [...new Set(value as string[])];
}

/** A list of strings in a body field (absent = empty), trimmed, blanks dropped; or 400 naming the bad item. */
export function stringList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid({ [`/${field}`]: 'Ожидается список значений' });
  const errors: Record<string, string> = {};
  value.forEach((v, i) => {
    if (typeof v !== 'string') errors[`/${field}/${i}`] = 'Ожидается строка';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return (value as string[]).map((v) => v.trim()).filter(Boolean);
}
