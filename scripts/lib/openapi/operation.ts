import { componentRef } from './components';
import type { Call, Shape } from './types';

/** One OpenAPI operation object of a call (document.ts). */
export interface Operation {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters?: ({ $ref: string } | Parameter)[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
}

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required?: boolean;
  schema: Record<string, unknown>;
  description?: string;
}

export { XLSX_TYPE as XLSX } from '../../../src/engine/schema/files';
import { XLSX_TYPE as XLSX } from '../../../src/engine/schema/files';

export function operationOf(call: Call): Operation {
  const parameters: Operation['parameters'] = [];
  for (const name of call.path.match(/\{[^}]+\}/g) ?? [])
    parameters.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
  for (const [name, q] of Object.entries(call.query ?? {}))
    parameters.push({
      name,
      in: 'query',
      ...(q.required ? { required: true } : {}),
      schema: q.enum ? { type: 'string', enum: [...q.enum] } : { type: q.type ?? 'string' },
    });
  if (!call.anonymous) parameters.push({ $ref: '#/components/parameters/Cabinet' });
  for (const name of call.headers ?? []) parameters.push({ name, in: 'header', schema: { type: 'string' } });

  const success: Record<string, unknown> = { description: call.created ? 'Created' : 'OK' };
  const content = answerContent(call.answer);
  if (content) success.content = content;
  if (call.paged)
    success.headers = Object.fromEntries(
      ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'].map((h) => [
        h,
        { $ref: `#/components/headers/${h}` },
      ]),
    );
  const operation: Operation = {
    operationId: operationIdOf(call),
    summary: call.summary,
    ...(call.anonymous ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: {
      [call.created ? '201' : call.exact ? '200' : '2XX']: success,
      '4XX': { $ref: '#/components/responses/Error' },
    },
  };
  if (call.body) operation.requestBody = bodyOf(call.body);
  return operation;
}

function schemaOf(shape: Shape): unknown {
  if ('schema' in shape) {
    const one = { $ref: componentRef(shape.schema) };
    return shape.list ? { type: 'array', items: one } : one;
  }
  if ('object' in shape) return { type: 'object' };
  if ('list' in shape) return { type: 'array' };
  return {};
}

function answerContent(shape: Shape): Record<string, { schema: unknown }> | null {
  if ('none' in shape) return null;
  if ('file' in shape)
    return shape.file === 'xlsx'
      ? { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } } }
      : { 'text/plain': { schema: { type: 'string' } } };
  return { 'application/json': { schema: schemaOf(shape) } };
}

function bodyOf(body: NonNullable<Call['body']>): NonNullable<Operation['requestBody']> {
  if ('multipart' in body)
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', description: `parts: ${body.multipart}` } } },
    };
  if ('schema' in body && body.partial)
    return {
      required: true,
      content: {
        'application/json': {
          // Changed fields only; null removes a field.
          schema: {
            type: 'object',
            properties: {
              ...Object.fromEntries(
                (body.fields ?? []).map((f) => [
                  f,
                  { anyOf: [{ $ref: componentRef(body.schema, `/properties/${f}`) }, { type: 'null' }] },
                ]),
              ),
              ...Object.fromEntries(Object.entries(body.extra ?? {}).map(([f, type]) => [f, { type }])),
            },
            additionalProperties: false,
          },
        },
      },
    };
  return { required: true, content: { 'application/json': { schema: schemaOf(body) } } };
}

function operationIdOf(call: Call): string {
  const words = call.path
    .replace(/\{([^}]+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [call.method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}
