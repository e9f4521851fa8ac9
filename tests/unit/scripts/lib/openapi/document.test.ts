// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createContractCheck, type ContractCheck } from '../../../../../scripts/lib/openapi/check';
import { buildOpenApi, type OpenApiDocument } from '../../../../../scripts/lib/openapi/document';
import { lintOpenApi } from '../../../../../scripts/lib/openapi/lint';

/**
 * The contract document generated from the repository (what the build publishes as
 * dist/openapi.json): it passes Redocly's OpenAPI linter, names the product's spellings of the
 * calls and holds a request with another spelling as a difference.
 */
let doc: OpenApiDocument;
let check: ContractCheck;
const A = 'a'.repeat(24);

beforeAll(async () => {
  doc = await buildOpenApi(process.cwd());
  check = createContractCheck(doc);
}, 120_000);

const queryOf = (path: string, method = 'get') =>
  (doc.paths[path][method].parameters ?? []).flatMap((p) => ('name' in p && p.in === 'query' ? [p.name] : []));

describe('the contract document', () => {
  it("passes Redocly's recommended OpenAPI rules without an error", async () => {
    const started = performance.now();
    const problems = await lintOpenApi(doc);
    // The time is printed, not asserted (docs/testing.md): the linter's cost in CI.
    console.log(
      `[openapi] ${Object.keys(doc.paths).length} paths linted in ${Math.round(performance.now() - started)} ms`,
    );
    expect(problems.filter((p) => p.includes('(error)'))).toEqual([]);
  }, 120_000);

  it('is OpenAPI 3.1 with the Cabinet header, bearer security and the paging headers of a list', () => {
    expect(doc.openapi).toBe('3.1.0');
    const list = doc.paths['/v2/accounts'].get;
    expect(list.parameters).toContainEqual({ $ref: '#/components/parameters/Cabinet' });
    expect(Object.keys((list.responses['200'] as { headers: object }).headers)).toEqual([
      'x-pagination-page',
      'x-pagination-page-size',
      'x-pagination-total',
    ]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/v2/users/sign-in'].post.security).toEqual([]);
  });

  it("lists the campaigns list's parameters as the product names them, not the fields' paths", () => {
    const names = queryOf('/v2/campaigns');
    expect(names).toEqual(expect.arrayContaining(['buyingType', 'saleSpeedType', 'groups', 'statistics', 'status']));
    expect(names).not.toContain('strategies.buyingType');
    expect(names).not.toContain('groupId');
  });

  it('describes the calls of x-calls at their paths: a multipart create, a save by PUT with the id in the body', () => {
    expect(Object.keys(doc.paths['/brandlifts'].post.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/biglist'].put.parameters).toContainEqual({
      name: 'If-Match',
      in: 'header',
      schema: { type: 'string' },
    });
    expect(doc.paths['/v2/presets/geo/{id}']).toBeUndefined();
  });
});

describe("the product's two paths of one collection (x-endpoint-also)", () => {
  it('describes both: the console calls x-endpoint, the second path has the same calls', () => {
    expect(Object.keys(doc.paths['/ord/initialContract'])).toEqual(Object.keys(doc.paths['/ord/contract/initial']));
    expect(doc.paths['/ord/contract/initial/{id}'].get.summary).toMatch(/second path/);
  });
});

describe("the product's second call of one thing, described though the console sends the first", () => {
  const multipart = { headers: {}, body: { multipart: true }, contentType: 'multipart/form-data' };
  it('a brand-lift survey created at POST /brandlift as at /brandlifts (x-calls.create.also)', () => {
    for (const url of ['/brandlifts', '/brandlift'])
      expect(check.request({ method: 'POST', url, ...multipart }).problems).toEqual([]);
  });

  it("an account's guest permissions replaced with PUT /agency/account/{id}/guest/permissions, its body the schema's", () => {
    const put = (body: unknown) =>
      check.request({
        method: 'PUT',
        url: `/agency/account/${A}/guest/permissions`,
        headers: {},
        body,
        contentType: 'application/json',
      }).problems;
    expect(put({ commonPermissions: {}, columnPermissions: {} })).toEqual([]);
    expect(put({ commonPermissions: {}, columnPermissions: {}, colour: 'red' })).not.toEqual([]);
  });

  it('the SSPs at /ssp as at /v2/ssp, and /ssp/usermatching is still its own call', () => {
    for (const url of ['/v2/ssp?page=1&pageSize=25', '/ssp?page=1&pageSize=25', '/ssp/priboy_net'])
      expect(check.request({ method: 'GET', url, headers: {} }).problems).toEqual([]);
    expect(check.request({ method: 'GET', url: '/ssp/usermatching?sysname=priboy_net', headers: {} }).key).toBe(
      'GET /ssp/usermatching',
    );
  });
});

describe("the probe's differences in Russian (npm run contract reports a real platform to an operator)", () => {
  it("words every difference of a request and an answer in Russian, not only a schema's", () => {
    const ru = createContractCheck(doc, { russian: true });
    const get = (url: string, headers: Record<string, string> = {}) =>
      ru.request({ method: 'GET', url, headers }).problems;
    expect(get('/v2/no-such-call')).toEqual(['в документе нет пути /v2/no-such-call']);
    expect(get('/v2/campaigns?strategies.buyingType=cpm&page=x', { 'x-debug': '1' })).toEqual([
      'параметр запроса «strategies.buyingType» не описан у GET /v2/campaigns (в документе — «buyingType»)',
      'параметр запроса «page» должен быть целым числом, а не «x»',
      'заголовок «x-debug» не описан у /v2/campaigns',
    ]);
    const sent = { method: 'GET', url: `/v2/accounts/${A}`, headers: {} };
    expect(ru.answer(sent, { status: 201, contentType: 'application/json', body: {} })[0]).toMatch(
      /^ответ 201 не описан у GET \/v2\/accounts\/\{id\} \(описаны /,
    );
    expect(ru.answer(sent, { status: 200, contentType: 'text/html', body: '<p>' })).toEqual([
      'ответ типа text/html, а в документе — application/json',
    ]);
  });
});

describe('one call from two sources', () => {
  it("keeps both sources' answers: a big list's create is 201, a file's values posted into a list 200", () => {
    const sent = {
      method: 'POST',
      url: '/biglist',
      headers: {},
      body: { multipart: true },
      contentType: 'multipart/form-data',
    };
    expect(check.answer(sent, { status: 201, contentType: 'application/json', body: { id: A } })).toEqual([]);
    expect(
      check.answer(sent, { status: 200, contentType: 'application/json', body: { id: A, valuesCount: 3, added: 1 } }),
    ).toEqual([]);
  });
});

describe('a request held against the document', () => {
  it('is described when its path, method, query and body are', () => {
    expect(
      check.request({
        method: 'GET',
        url: '/v2/campaigns?page=1&pageSize=25&buyingType=cpm&statistics=true',
        headers: { cabinet: A },
      }).problems,
    ).toEqual([]);
    expect(
      check.request({
        method: 'PATCH',
        url: `/v2/campaigns/${A}`,
        headers: { 'if-match': '3' },
        body: { name: 'Осень', groupId: null },
        contentType: 'application/json',
      }),
    ).toEqual({ key: 'PATCH /v2/campaigns/{id}', problems: [] });
  });

  it("finds the path of the request's method where two templates match it (a router keeps a tree per method)", () => {
    // /v2/moderation/creatives/{id} (GET) names more literal text; the POST is /v2/moderation/{queue}/status.
    const status = check.request({
      method: 'POST',
      url: '/v2/moderation/creatives/status',
      headers: {},
      body: { ids: [A], status: 'approved' },
      contentType: 'application/json',
    });
    expect(status.problems).toEqual([]);
    expect(status.key).toMatch(/^POST \/v2\/moderation\/(\{queue\}|creatives)\/status$/);
    expect(check.request({ method: 'GET', url: `/v2/moderation/creatives/${A}`, headers: {} }).key).toBe(
      'GET /v2/moderation/creatives/{id}',
    );
  });

  it('names the difference: a field path for a product parameter, an unknown path or method, a body field', () => {
    expect(
      check.request({ method: 'GET', url: '/v2/campaigns?strategies.buyingType=cpm', headers: {} }).problems,
    ).toEqual([
      'query parameter «strategies.buyingType» is not a parameter of GET /v2/campaigns (the document names «buyingType»)',
    ]);
    expect(check.request({ method: 'GET', url: '/v2/no-such-call', headers: {} }).problems).toEqual([
      'no path of the document matches /v2/no-such-call',
    ]);
    expect(check.request({ method: 'PUT', url: `/v2/campaigns/${A}`, headers: {} }).problems[0]).toMatch(
      /^\/v2\/campaigns\/\{id\} has no PUT/,
    );
    expect(
      check.request({
        method: 'PATCH',
        url: `/v2/campaigns/${A}`,
        headers: {},
        body: { nmae: 'Осень' },
        contentType: 'application/json',
      }).problems,
    ).toEqual(['body /: must NOT have additional properties «nmae»']);
    expect(check.request({ method: 'GET', url: '/v2/accounts', headers: { 'x-debug': '1' } }).problems).toEqual([
      "header «x-debug» is not one of /v2/accounts's",
    ]);
  });

  it("holds an answer to the operation's statuses and schema", () => {
    const read = { method: 'GET', url: `/v2/accounts/${A}`, headers: {} };
    expect(
      check.answer(read, { status: 404, contentType: 'application/json', body: { message: 'Не найдено' } }),
    ).toEqual([]);
    expect(check.answer(read, { status: 201, contentType: 'application/json', body: {} })[0]).toMatch(
      /^201 is not an answer of GET \/v2\/accounts\/\{id\}/,
    );
    expect(check.answer(read, { status: 200, contentType: 'application/json', body: { id: 5 } })).toContain(
      'answer /id: must be string',
    );
  });
});
