import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import localizeRu from 'ajv-i18n/localize/ru';
import addAjvFormats from 'ajv-formats';
import { addFormats } from '../../../src/engine/schema/formats';
import type { OpenApiDocument } from './document';
import { ENGLISH, RUSSIAN, type CheckWords } from './checkWords';
import type { Operation, Parameter } from './operation';

/**
 * Holds a request the console sent, and the answer it got, against the contract document: the
 * path and method must be an operation, every query parameter and custom header one it names,
 * the body what it describes (ajv, the project's validator, over the document's own schemas), the
 * answer's status one it lists and its JSON body its schema. Each difference is one line in
 * words a developer can act on. The provider tests (tests/unit/providers/contractCheck.ts) and the
 * browser tests (tests/e2e/contract.ts) run it on every request.
 */
export interface SentRequest {
  method: string;
  /** Path and query, or a whole URL. */
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON, a FormData-like multipart marker, or undefined. */
  body?: unknown;
  contentType?: string;
}

export interface Answer {
  status: number;
  contentType?: string;
  body?: unknown;
}

interface Route {
  path: string;
  pattern: RegExp;
  literals: number;
  operations: Record<string, Operation>;
}

/** Headers every call may carry that the document says once (security, content negotiation) or the browser adds. */
const TRANSPORT_HEADERS = new Set([
  'authorization',
  'accept',
  'content-type',
  'content-length',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'referer',
  'origin',
  'connection',
  'host',
  'cookie',
]);

export interface ContractCheck {
  /** The operation a request is for, with the differences found (none: it is described). */
  request(req: SentRequest): { key: string; problems: string[] };
  answer(req: SentRequest, answer: Answer): string[];
}

/**
 * `russian`: every difference in Russian (the probe's report, `npm run contract`); the tests'
 * messages stay in the words of the document (checkWords.ts).
 */
export function createContractCheck(doc: OpenApiDocument, { russian = false } = {}): ContractCheck {
  const say = russian ? RUSSIAN : ENGLISH;
  const schemaProblems = (what: 'body' | 'answer', validate: ValidateFunction) =>
    ajvProblems(say[what], validate, russian);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
  addAjvFormats(ajv, ['email', 'date', 'date-time', 'uri']);
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' } as never);
  const validators = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let v = validators.get(pointer);
    if (!v) validators.set(pointer, (v = ajv.compile({ $ref: `openapi#${pointer}` })));
    return v;
  };

  const routes: Route[] = Object.entries(doc.paths)
    .map(([path, operations]) => ({
      path,
      operations,
      literals: path.split('/').filter((s) => s && !s.includes('{')).length,
      pattern: new RegExp(
        `^${path
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('')}$`,
      ),
    }))
    // /v2/campaigns/segments before /v2/campaigns/{id}, /v2/campaigns/{id}.xlsx before /v2/campaigns/{id}:
    // literal segments first, then the longer literal text.
    .sort(
      (a, b) => b.literals - a.literals || literalText(b.path) - literalText(a.path) || a.path.localeCompare(b.path),
    );

  const find = (req: SentRequest) => {
    const url = new URL(req.url, 'http://console');
    const method = req.method.toLowerCase();
    // Routers keep a tree per method: /v2/moderation/creatives/status is POST /v2/moderation/{queue}/status
    // although /v2/moderation/creatives/{id} (GET) names more literal text.
    const matching = routes.filter((r) => r.pattern.test(url.pathname));
    const route = matching.find((r) => r.operations[method]) ?? matching[0];
    return { url, route, method, operation: route?.operations[method] };
  };

  const pointerOf = (path: string, method: string, ...rest: string[]) =>
    ['', 'paths', path, method, ...rest]
      .map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/');

  return {
    request(req) {
      const { url, route, method, operation } = find(req);
      const key = `${req.method.toUpperCase()} ${route?.path ?? url.pathname}`;
      if (!route) return { key, problems: [say.noPath(url.pathname)] };
      if (!operation)
        return {
          key,
          problems: [
            say.noMethod(route.path, req.method.toUpperCase(), Object.keys(route.operations).join(', ').toUpperCase()),
          ],
        };
      const problems: string[] = [];
      const parameters = (operation.parameters ?? []).map((p) => ('$ref' in p ? resolveParameter(doc, p.$ref) : p));
      const query = parameters.filter((p) => p.in === 'query');
      for (const name of new Set(url.searchParams.keys())) {
        const declared = query.find((p) => p.name === name);
        if (!declared) {
          problems.push(say.unknownQuery(name, key) + nearest(name, query, say));
          continue;
        }
        const value = url.searchParams.get(name) ?? '';
        const schema = declared.schema as { type?: string; enum?: string[] };
        if (schema.type === 'integer' && !/^-?\d+$/.test(value)) problems.push(say.notInteger(name, value));
        if (schema.enum && !schema.enum.includes(value))
          problems.push(say.notOneOf(name, schema.enum.join(', '), value));
      }
      for (const p of query) if (p.required && !url.searchParams.has(p.name)) problems.push(say.requiredQuery(p.name));
      const headers = new Set(parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()));
      for (const name of Object.keys(req.headers).map((h) => h.toLowerCase()))
        if (!TRANSPORT_HEADERS.has(name) && !name.startsWith('sec-') && !headers.has(name))
          problems.push(say.unknownHeader(name, route.path));

      const body = operation.requestBody;
      const sent = req.body !== undefined && req.body !== null && req.body !== '';
      if (sent && !body) problems.push(say.noBody(key));
      else if (!sent && body?.required) problems.push(say.needsBody(key));
      else if (sent && body) {
        const multipart = /multipart\/form-data/i.test(req.contentType ?? '');
        const type = multipart ? 'multipart/form-data' : 'application/json';
        if (!body.content[type]) problems.push(say.bodyType(key, Object.keys(body.content).join(', '), type));
        else if (!multipart) {
          const validate = validator(pointerOf(route.path, method, 'requestBody', 'content', type, 'schema'));
          if (!validate(req.body)) problems.push(...schemaProblems('body', validate));
        }
      }
      return { key, problems };
    },

    answer(req, answer) {
      const { route, method, operation } = find(req);
      if (!route || !operation || answer.status >= 500 || answer.status === 0) return [];
      const code = String(answer.status);
      const range = `${code[0]}XX`;
      const declared = operation.responses[code] ? code : operation.responses[range] ? range : null;
      if (!declared)
        return [
          say.status(
            answer.status,
            `${req.method.toUpperCase()} ${route.path}`,
            Object.keys(operation.responses).join(', '),
          ),
        ];
      const response = resolveResponse(doc, operation.responses[declared]);
      const content = response.content;
      if (!content || answer.body === undefined) return [];
      if (!/json/i.test(answer.contentType ?? '')) {
        const expected = Object.keys(content);
        return expected.some((t) => (answer.contentType ?? '').startsWith(t))
          ? []
          : [say.answerType(answer.contentType ?? '', expected.join(', '))];
      }
      if (!content['application/json']) return [say.answerJson(Object.keys(content).join(', '))];
      const at =
        declared === '4XX'
          ? '/components/responses/Error/content/application~1json/schema'
          : pointerOf(route.path, method, 'responses', declared, 'content', 'application/json', 'schema');
      const validate = validator(at);
      return validate(answer.body) ? [] : schemaProblems('answer', validate);
    },
  };
}

/** The declared parameter the sent one may stand for: the same last word (`strategies.buyingType` → `buyingType`). */
function nearest(name: string, parameters: Parameter[], say: CheckWords): string {
  const tail = name.split('.').pop()!.toLowerCase();
  const found = parameters.find(
    (p) => p.name.toLowerCase() === tail || p.name.split('.').pop()!.toLowerCase() === tail,
  );
  return found ? say.nearestName(found.name) : parameters.length ? '' : say.takesNone;
}

const literalText = (path: string) => path.replace(/\{[^}]+\}/g, '').length;

function resolveParameter(doc: OpenApiDocument, ref: string): Parameter {
  const name = ref.replace('#/components/parameters/', '');
  return (doc.components.parameters as Record<string, Parameter>)[name];
}

function resolveResponse(doc: OpenApiDocument, response: unknown): { content?: Record<string, unknown> } {
  const ref = (response as { $ref?: string }).$ref;
  if (!ref) return response as { content?: Record<string, unknown> };
  return (doc.components.responses as Record<string, { content?: Record<string, unknown> }>)[
    ref.replace('#/components/responses/', '')
  ];
}

function ajvProblems(what: string, validate: ValidateFunction, russian: boolean): string[] {
  if (russian) localizeRu(validate.errors);
  return (validate.errors ?? [])
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .slice(0, 5)
    .map(
      (e) =>
        `${what} ${e.instancePath || '/'}: ${e.message}${e.params && 'additionalProperty' in e.params ? ` «${String(e.params.additionalProperty)}»` : ''}`,
    );
}
