import { allows } from '../../../src/engine/schema/access';
import type { ContractCheck } from '../openapi/check';
import type { Read } from './reads';
import type { ConsoleValidators } from './validators';

/** Where and as whom the probe signs in (scripts/contract.ts reads them from the environment). */
export interface ProbeTarget {
  url: string;
  login: string;
  password: string;
  /** A cabinet id of the user; default: their admin cabinet, else the first one. */
  cabinet?: string;
  /** Records read per list (default 5). */
  pageSize?: number;
}

/** What one answer showed: a call, its status and the first differences from the contract. */
interface Finding {
  /** "companions" or "словарь ssps": whose count it adds to. */
  owner: string;
  call: string;
  status: number | null;
  /** "JSON path: what is wrong", in Russian; empty when the answer matches. */
  problems: string[];
  /** Why the call was not made (no access in the cabinet, an empty list). */
  skipped?: string;
}

export interface ProbeReport {
  cabinet: { id: string; name: string; cabinetType: string };
  findings: Finding[];
}

const PAGING_HEADERS = ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'];
/** The only calls that are not reads: opening and closing the probe's own session. */
const SESSION_CALLS = new Set(['/v2/users/sign-in', '/v2/users/sign-out']);

export class ProbeError extends Error {}

/**
 * Signs in and repeats the console's reads against a platform, judging every answer by the
 * console's validators and the contract of docs/contract.md (paging headers, one record by its
 * id). Nothing but GET is ever sent, apart from the probe's own sign-in and sign-out.
 */
export async function probe(
  target: ProbeTarget,
  reads: Read[],
  validators: ConsoleValidators,
  contract?: ContractCheck,
): Promise<ProbeReport> {
  const base = target.url.replace(/\/+$/, '');
  let headers: Record<string, string> = {};
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | number> = {},
    body?: unknown,
  ) => {
    if (method !== 'GET' && !SESSION_CALLS.has(path))
      throw new ProbeError(`Проверка контракта не изменяет данные: запрос ${method} ${path} не отправлен`);
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const response = await fetch(`${base}${path}${search ? `?${search}` : ''}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      json,
      text,
      documented: documented(method, `${path}${search ? `?${search}` : ''}`, response, json),
    };
  };
  /** The request and its answer held against the contract document: each difference by path and field. */
  const documented = (method: string, url: string, response: Response, json: unknown): string[] => {
    if (!contract || SESSION_CALLS.has(url.split('?')[0])) return [];
    const sent = { method, url, headers: {} };
    const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', body: json };
    return [...contract.request(sent).problems, ...contract.answer(sent, answer)].map(
      (p) => `документ openapi.json: ${p}`,
    );
  };

  let signIn: Awaited<ReturnType<typeof send>>;
  try {
    signIn = await send('POST', '/v2/users/sign-in', {}, { login: target.login, password: target.password });
  } catch (e) {
    throw new ProbeError(`Платформа ${base} не отвечает: ${(e as Error).message}`);
  }
  const token = (signIn.json as { token?: unknown } | undefined)?.token;
  if (signIn.status !== 200 || typeof token !== 'string') {
    throw new ProbeError(
      `Не удалось войти как ${target.login}: ответ ${signIn.status} ${messageOf(signIn.json) ?? ''}`.trim(),
    );
  }
  headers = { authorization: `Bearer ${token}` };
  try {
    const cabinets = (await send('GET', '/v2/users/cabinets')).json as
      { id: string; name: string; cabinetType: string }[] | undefined;
    const cabinet = target.cabinet
      ? cabinets?.find((c) => c.id === target.cabinet)
      : (cabinets?.find((c) => c.cabinetType === 'admin') ?? cabinets?.[0]);
    if (!cabinet)
      throw new ProbeError(
        target.cabinet
          ? `У пользователя ${target.login} нет кабинета ${target.cabinet}`
          : `У пользователя ${target.login} нет кабинетов`,
      );
    headers = { ...headers, cabinet: cabinet.id };
    const me = (await send('GET', '/v2/users/me')).json as { commonPermission?: Record<string, boolean> } | undefined;
    const holder = { permissions: me?.commonPermission ?? {}, cabinetType: cabinet.cabinetType };

    const findings: Finding[] = [];
    for (const read of reads) {
      if (read.kind === 'dictionary') {
        if (read.access && !allows(read.access, holder)) {
          findings.push({
            owner: `словарь ${read.name}`,
            call: callText(read.path, read.query),
            status: null,
            problems: [],
            skipped: 'нет доступа в этом кабинете',
          });
          continue;
        }
        const answer = await send('GET', read.path, read.query);
        findings.push({
          owner: `словарь ${read.name}`,
          call: callText(read.path, read.query),
          status: answer.status,
          problems: [...dictionaryProblems(answer.status, answer.json), ...answer.documented],
        });
        continue;
      }
      const list = `GET ${read.endpoint}`;
      if (!allows(read.access, holder)) {
        findings.push({
          owner: read.resource,
          call: list,
          status: null,
          problems: [],
          skipped: 'нет доступа в этом кабинете',
        });
        continue;
      }
      const query = { page: 1, pageSize: target.pageSize ?? 5 };
      const answer = await send('GET', read.endpoint, query);
      const problems = statusProblems(answer.status, answer.json);
      if (!problems.length) {
        if (!Array.isArray(answer.json)) problems.push('/: ожидается массив записей');
        for (const name of PAGING_HEADERS) {
          const value = answer.headers.get(name);
          if (value === null) problems.push(`заголовок ${name}: отсутствует`);
          else if (!/^\d+$/.test(value)) problems.push(`заголовок ${name}: «${value}» — не целое число`);
        }
        if (Array.isArray(answer.json)) {
          for (const [i, record] of answer.json.entries())
            problems.push(...(await validators.problems(read.schemaId, record, `/${i}`)));
        }
      }
      problems.push(...answer.documented);
      findings.push({ owner: read.resource, call: callText(read.endpoint, query), status: answer.status, problems });
      const first = Array.isArray(answer.json) ? (answer.json[0] as Record<string, unknown> | undefined) : undefined;
      const id = first?.[read.idProperty];
      // No one-record call where the platform has none (x-calls.read fromList): the list is the read.
      if (answer.status !== 200 || !read.recordPath) continue;
      if (typeof id !== 'string' && typeof id !== 'number') {
        findings.push({
          owner: read.resource,
          call: `${list}/{${read.idProperty}}`,
          status: null,
          problems: [],
          skipped: first ? `у записи нет поля ${read.idProperty}` : 'список пуст',
        });
        continue;
      }
      const path = read.recordPath.replace('{id}', encodeURIComponent(String(id)));
      const one = await send('GET', path);
      const oneProblems = statusProblems(one.status, one.json);
      if (!oneProblems.length) oneProblems.push(...(await validators.problems(read.schemaId, one.json)));
      oneProblems.push(...one.documented);
      findings.push({ owner: read.resource, call: `GET ${path}`, status: one.status, problems: oneProblems });
    }
    return { cabinet, findings };
  } finally {
    await send('POST', '/v2/users/sign-out').catch(() => undefined);
  }
}

const callText = (path: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `GET ${path}${search ? `?${search}` : ''}`;
};

const messageOf = (json: unknown): string | undefined => {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

function statusProblems(status: number, json: unknown): string[] {
  if (status === 200) return json === undefined ? ['/: ответ не JSON'] : [];
  return [`ответ ${status} вместо 200${messageOf(json) ? `: ${messageOf(json)}` : ''}`];
}

/** A dictionary is a list of `{ id, name }` (src/providers/calls/dictionaries.ts). */
function dictionaryProblems(status: number, json: unknown): string[] {
  const problems = statusProblems(status, json);
  if (problems.length) return problems;
  if (!Array.isArray(json)) return ['/: ожидается массив элементов { id, name }'];
  json.forEach((item: unknown, i) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' && typeof id !== 'number') problems.push(`/${i}/id: ожидается строка или число`);
    if (typeof name !== 'string' || !name) problems.push(`/${i}/name: ожидается непустая строка`);
  });
  return problems;
}
