import { createContractCheck, type ContractCheck } from '../../../scripts/lib/openapi/check';
import { openApiDocument } from '../../../scripts/lib/openapi/document';
import { catalog } from '../../../src/engine/load';
import type { StubbedCall } from './fetchStub';

/**
 * The contract document of the console's own catalog (the schemas and resource files these tests
 * load), and each request a provider test made held against it (scripts/lib/openapi/check.ts):
 * a request the document does not describe fails the test that made it (fetchStub.ts).
 */
let check: ContractCheck | undefined;

export function providerContract(): ContractCheck {
  check ??= createContractCheck(openApiDocument(catalog.schemas, catalog.resources, 'test'));
  return check;
}

export function contractProblems(calls: readonly StubbedCall[]): string[] {
  return calls.flatMap((call) => {
    const headers = Object.fromEntries(new Headers(call.init.headers).entries());
    const raw = call.init.body;
    const multipart = raw instanceof FormData;
    const body = multipart ? 'form' : typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined;
    const { key, problems } = providerContract().request({
      method: call.init.method ?? 'GET',
      url: call.url,
      headers,
      body,
      contentType: multipart ? 'multipart/form-data' : headers['content-type'],
    });
    return problems.map((p) => `${key} (${call.url}): ${p}`);
  });
}
