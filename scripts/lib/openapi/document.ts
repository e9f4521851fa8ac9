import fs from 'node:fs';
import path from 'node:path';
import { DICTIONARIES, TREE_DICTIONARIES } from '../../../src/domain/dictionaries';
import type { SchemaRegistry } from '../../../src/engine/schema';
import { loadSchemaSet } from '../../../src/engine/schema/loadNode';
import { operationsOf } from '../../../src/engine/schema/operations';
import { declaredCalls, readResources, type ResourceActions } from './declaredCalls';
import { entityCalls, labelCall, listParameters } from './entityCalls';
import { componentSchemas } from './components';
import { operationOf, type Operation } from './operation';
import { TYPED_CALLS } from './typedCalls';
import type { Call } from './types';

/**
 * The contract as an OpenAPI 3.1 document: every call the console makes, generated from the
 * schemas (x-endpoint, x-calls, x-query, x-list-query), the resource files' declared actions,
 * the dictionaries of src/domain/dictionaries.ts and the typed calls (typedCalls.ts). The build
 * publishes it as dist/openapi.json (scripts/vite/openapi.ts), `npm run contract -- --openapi`
 * prints it, and the provider and browser tests hold every request and answer against it
 * (check.ts). docs/contract.md#openapi.
 */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
};

/** Every call, from each source. */
export function consoleCalls(registry: SchemaRegistry, resources: readonly ResourceActions[]): Call[] {
  const entities = [...registry.schemas.values()].filter((s) => s['x-endpoint']);
  const dictionaries: Call[] = Object.entries(DICTIONARIES).map(([name, d]) => ({
    method: 'GET',
    path: d.path,
    summary: `dictionary ${name}`,
    query: {
      ...Object.fromEntries(Object.keys('query' in d ? d.query : {}).map((q) => [q, {}])),
      ...('by' in d ? { [d.by.query]: {} } : {}),
    },
    answer: { list: true },
  }));
  const trees: Call[] = Object.entries(TREE_DICTIONARIES).map(([name, d]) => ({
    method: 'GET',
    path: d.path,
    summary: `tree dictionary ${name}`,
    query: { [d.parent]: {} },
    answer: { list: true },
  }));
  // The schemas' declared operations (x-operations): transitions, copies, downloads and calls.
  const operations: Call[] = [...registry.schemas.values()].flatMap((schema) =>
    operationsOf(schema).map((op): Call => ({
      method: op.method,
      path: op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => `{${name.split('.').pop()}}`),
      summary: `${schema.$id}: ${op.name}`,
      query: Object.fromEntries(
        [...Object.keys(op.query ?? {}), ...(op.ids ? [op.ids] : []), ...(op.id ? [op.id] : [])].map((q) => [q, {}]),
      ),
      headers: [...Object.keys(op.headers ?? {}), 'If-Match'],
      body:
        op.method === 'GET' || op.method === 'DELETE'
          ? undefined
          : op.body && registry.schemas.has(op.body)
            ? { schema: op.body, partial: true }
            : { object: true },
      answer: op.kind === 'download' ? { file: 'xlsx' } : { object: true },
    })),
  );
  return [
    ...entities.flatMap((s) => entityCalls(registry, s)),
    // The product's second path of a collection (x-endpoint-also): the same calls there.
    ...entities.flatMap((s) =>
      s['x-endpoint-also']
        ? entityCalls(registry, { ...s, 'x-endpoint': s['x-endpoint-also'] }).map((c) => ({
            ...c,
            summary: `${c.summary} (the product's second path)`,
          }))
        : [],
    ),
    ...operations,
    ...entities.map((s) => labelCall(registry, s)),
    ...declaredCalls(resources),
    ...dictionaries,
    ...trees,
    ...TYPED_CALLS.map((call) =>
      call.filtersOf
        ? { ...call, query: { ...listParameters(registry, registry.get(call.filtersOf)), ...call.query } }
        : call,
    ),
  ];
}

/** `/a/{x}/b` and `/a/{y}/b` are one path to OpenAPI: the first spelling of a shape names it. */
const shapeOf = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

/** The document of the repository at `root`: its schemas and resource files read from disk. */
export async function buildOpenApi(root = process.cwd()): Promise<OpenApiDocument> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return openApiDocument(loadSchemaSet(path.join(root, 'schemas')), await readResources(root), pkg.version);
}

export function openApiDocument(
  registry: SchemaRegistry,
  resources: readonly ResourceActions[],
  version: string,
): OpenApiDocument {
  const calls = consoleCalls(registry, resources);
  const byShape = new Map<string, string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    const shape = shapeOf(call.path);
    const known = byShape.get(shape);
    const names = known?.match(/\{[^}]+\}/g) ?? [];
    let i = 0;
    const spelled = known ? call.path.replace(/\{[^}]+\}/g, () => names[i++]) : call.path;
    if (!known) byShape.set(shape, call.path);
    const item = (paths[spelled] ??= {});
    const method = call.method.toLowerCase();
    const operation = operationOf({ ...call, path: spelled, body: withFields(registry, call.body) });
    const existing = item[method];
    // Two sources of one call (a declared delete beside the entity's): its parameters together.
    item[method] = existing ? mergeOperations(existing, operation) : operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kabinet: the platform calls the console makes',
      version,
      description:
        'Generated from schemas/ (x-endpoint, x-calls, x-query, x-list-query), the declared actions of resources/, ' +
        'src/domain/dictionaries.ts and scripts/lib/openapi/typedCalls.ts. See docs/contract.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The platform (VITE_API_URL of the build)' }],
    security: [{ bearer: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        Cabinet: {
          name: 'Cabinet',
          in: 'header',
          description: 'The cabinet the call is made in (the id kept in session storage).',
          schema: { type: 'string' },
        },
      },
      headers: Object.fromEntries(
        ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'].map((name) => [
          name,
          { description: name.replace('x-pagination-', 'paging: '), schema: { type: 'integer', minimum: 0 } },
        ]),
      ),
      responses: {
        Error: {
          description: 'A refusal: a message and, for bad input, the field errors by JSON pointer.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
        ...componentSchemas(registry),
      },
    },
  };
}

/** A save's body lists the schema's root fields, each also null (a cleared field). */
function withFields(registry: SchemaRegistry, body: Call['body']): Call['body'] {
  if (!body || !('schema' in body) || !body.partial) return body;
  const root = registry.resolve(registry.get(body.schema));
  const fields = [root, ...(root.allOf ?? []).map((s) => registry.resolve(s))].flatMap((s) =>
    Object.keys(s.properties ?? {}),
  );
  return { ...body, fields: [...new Set(fields)] };
}

function mergeOperations(a: Operation, b: Operation): Operation {
  const parameters = [...(a.parameters ?? [])];
  for (const p of b.parameters ?? [])
    if (!parameters.some((q) => '$ref' in q === '$ref' in p && JSON.stringify(q) === JSON.stringify(p))) {
      if ('name' in p && parameters.some((q) => 'name' in q && q.name === p.name && q.in === p.in)) continue;
      parameters.push(p);
    }
  // Each source's answers too: a big list's file posted with listID is answered 200, its create 201.
  return { ...a, summary: `${a.summary}; ${b.summary}`, parameters, responses: { ...b.responses, ...a.responses } };
}
