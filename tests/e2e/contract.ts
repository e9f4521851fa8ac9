// The contract held in the browser tests: every request the console sends to the reference API
// and every answer it gets, checked against the OpenAPI document (scripts/lib/openapi/check.ts).
// A difference fails the test that made the request, naming the screen, the request and the
// difference; each test file writes how many distinct requests it checked, and tests/e2e/run.ts
// prints the run's total (docs/testing.md#contract).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Request } from 'playwright-core';
import { createContractCheck, type ContractCheck, type SentRequest } from '../../scripts/lib/openapi/check';
import { buildOpenApi, type OpenApiDocument } from '../../scripts/lib/openapi/document';

export interface ContractProblem {
  screen: string;
  request: string;
  problems: string[];
}

let check: Promise<ContractCheck> | undefined;
/** The build's dist/openapi.json (the browser tests run the built console), else generated now. */
function contractCheck(root: string): Promise<ContractCheck> {
  check ??= (async () => {
    const built = join(root, 'dist/openapi.json');
    const doc = existsSync(built)
      ? (JSON.parse(readFileSync(built, 'utf8')) as OpenApiDocument)
      : await buildOpenApi(root);
    return createContractCheck(doc);
  })();
  return check;
}

const checked = new Set<string>();
/** Each request key the document does not describe, with its first differences and the screen that sent it. */
const undescribed = new Map<string, { screen: string; problems: string[] }>();
const found: (ContractProblem & { context: BrowserContext })[] = [];
const pending = new Set<Promise<void>>();

/** Records every API request of the context's pages (fetch and XHR, not the console's own files) and its answer. */
export async function recordContract(context: BrowserContext, root: string): Promise<void> {
  const ready = contractCheck(root);
  await ready;
  const seen = (request: Request, answered: boolean) => {
    if (!['fetch', 'xhr'].includes(request.resourceType()) || new URL(request.url()).pathname.startsWith('/assets/'))
      return;
    const work = (async () => {
      const c = await ready;
      const sent = sentOf(request);
      const screen = safe(() => new URL(request.frame().url()).pathname) ?? '?';
      const { key, problems } = c.request(sent);
      checked.add(key);
      if (problems.length && !undescribed.has(key)) undescribed.set(key, { screen, problems: [...problems] });
      const response = answered ? await request.response().catch(() => null) : null;
      if (response) {
        const contentType = response.headers()['content-type'] ?? '';
        const body = /json/i.test(contentType)
          ? await response
              .body()
              .then((b) => (b.length ? JSON.parse(b.toString('utf8')) : undefined))
              .catch(() => undefined)
          : '';
        problems.push(...c.answer(sent, { status: response.status(), contentType, body }));
      }
      if (problems.length) found.push({ context, screen, request: `${sent.method} ${shortUrl(sent.url)}`, problems });
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  context.on('requestfinished', (request) => seen(request, true));
  context.on('requestfailed', (request) => seen(request, false));
}

function sentOf(request: Request): SentRequest {
  const headers = request.headers();
  const contentType = headers['content-type'];
  let body: unknown;
  // A file's multipart body is binary: Playwright may not give it as text, but it was sent.
  if (/multipart\/form-data/i.test(contentType ?? ''))
    return { method: request.method(), url: request.url(), headers, body: { multipart: true }, contentType };
  const raw = request.postData();
  if (raw && /json/i.test(contentType ?? '')) body = safe(() => JSON.parse(raw) as unknown) ?? raw;
  else if (raw) body = raw;
  return { method: request.method(), url: request.url(), headers, body, contentType };
}

const safe = <T>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};
const shortUrl = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The differences recorded in these contexts so far, forgotten once taken (withApp fails its test on one). */
export async function takeContractProblems(contexts: readonly BrowserContext[]): Promise<ContractProblem[]> {
  // An answer whose body a closing context never gives leaves its check pending: wait a while, not forever.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...pending]),
    new Promise((done) => (timer = setTimeout(done, 10_000))),
  ]).finally(() => clearTimeout(timer));
  const taken = found.filter((p) => contexts.includes(p.context));
  for (const p of taken) found.splice(found.indexOf(p), 1);
  return taken.map(({ screen, request, problems }) => ({ screen, request, problems }));
}

export function contractReport(problems: ContractProblem[], file = testFile()): string {
  return `${file}: requests or answers the contract (dist/openapi.json) does not describe (${problems.length}):\n${problems
    .map((p) => `  on ${p.screen}: ${p.request}\n${p.problems.map((d) => `      ${d}`).join('\n')}`)
    .join('\n')}`;
}

/** This file's counts for the run's total (tests/e2e/run.ts reads test-results/contract/*.json). */
export function writeContractCounts(resultsDir: string, file: string): void {
  if (!checked.size) return;
  const dir = join(resultsDir, 'contract');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${file.replace(/[^A-Za-z0-9.-]/g, '_')}.json`),
    JSON.stringify({
      checked: [...checked].sort(),
      undescribed: [...undescribed.keys()].sort(),
      differences: Object.fromEntries([...undescribed].sort(([a], [b]) => a.localeCompare(b))),
    }),
  );
}

/** The test file this process runs (each browser test file runs in its own process: tests/e2e/run.ts). */
const testFile = () => (process.argv[1] ?? 'e2e').replace(/^.*\/tests\/e2e\//, 'tests/e2e/');

/**
 * Fails the test whose requests or answers differ from the contract: the console drifted from the
 * product's calls (or the document lacks one the console makes), which a real platform would
 * answer otherwise than the reference API does. The error names the test file, the screen, the
 * request and each difference.
 */
export function failOnContract(problems: ContractProblem[]): void {
  if (problems.length) throw new Error(contractReport(problems));
}
