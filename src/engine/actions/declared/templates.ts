import { formatRussianNumber } from '../../fields/russianNumber';
import type { ActionLink, DeclaredCall } from '../../definition/declaredActions';
import type { FilledCall } from './provider';
import { valueAt } from '../../schema/records';

/**
 * What a declared action's templates read (src/engine/definition/declaredActions.ts): the record's
 * fields by name, and `result`, `values`, `ids`, `count`, `filter`.
 */
export type ActionContext = Record<string, unknown>;

const WHOLE = /^\{([^{}]+)\}$/;
const PART = /\{([^{}]+)\}/g;

/** One template: `{path}` alone keeps the value as it is; in a text, it is written in (nothing for a missing value). */
export function fill(template: unknown, ctx: ActionContext): unknown {
  if (typeof template !== 'string') return template;
  const whole = WHOLE.exec(template);
  if (whole) return valueAt(ctx, whole[1]);
  return template.replace(PART, (_m, path: string) => {
    const value = valueAt(ctx, path);
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Every value of a map filled in; missing ones left out (not sent, not shown). */
export function fillAll(map: Record<string, unknown> | undefined, ctx: ActionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(map ?? {})) {
    const value = fill(template, ctx);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The arguments of the action's texts: numbers written the Russian way, except smart_count (it picks the plural). */
export function textArgs(args: Record<string, string> | undefined, ctx: ActionContext): Record<string, unknown> {
  const out = fillAll(args, ctx);
  for (const [key, value] of Object.entries(out)) {
    if (key !== 'smart_count' && typeof value === 'number') out[key] = formatRussianNumber(value);
  }
  return out;
}

/** The call with its path, body and query filled in; a form's values are the body when none is declared. */
export function fillCall(call: DeclaredCall, ctx: ActionContext): FilledCall {
  const path = String(fill(call.path, { ...ctx, ...encodedPathValues(call.path, ctx) }));
  const body = call.body ? fillAll(call.body, ctx) : ctx.values;
  return {
    method: call.method,
    path,
    ...(call.method === 'GET' || call.method === 'DELETE' || body === undefined ? {} : { body }),
    ...(call.query ? { query: fillAll(call.query, ctx) } : {}),
    ...headersOf(call.headers, ctx),
    ...(call.download ? { responseType: 'blob' as const } : {}),
    ...(call.multipart && body !== undefined ? { multipart: true as const } : {}),
  };
}

/** Headers with a value: one whose template names nothing known (a record without its version) is not sent. */
function headersOf(
  headers: Record<string, string> | undefined,
  ctx: ActionContext,
): { headers?: Record<string, string> } {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fillAll(headers, ctx)))
    if (value !== '' && value !== null) out[name] = String(value);
  return Object.keys(out).length ? { headers: out } : {};
}

/** A path's values are one segment each: `{id}` of "a/b" must not open another path. */
function encodedPathValues(path: string, ctx: ActionContext): ActionContext {
  const out: ActionContext = {};
  for (const [, name] of path.matchAll(PART)) {
    const value = valueAt(ctx, name);
    if (value !== undefined && value !== null) setAt(out, name, encodeURIComponent(String(value)));
  }
  return out;
}

function setAt(target: ActionContext, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as ActionContext;
  at[keys[keys.length - 1]] = value;
}

/** A link's resource route with its `:params` filled in (encoded), the id and the query (filter, prefilled values). */
export function fillLink(link: ActionLink, ctx: ActionContext, routePath: string) {
  const params = fillAll(link.params, ctx);
  const resource = routePath.replace(/:([A-Za-z]+)/g, (m, name: string) =>
    params[name] === undefined ? m : encodeURIComponent(String(params[name])),
  );
  const id = link.id === undefined ? undefined : fill(link.id, ctx);
  const query = new URLSearchParams();
  if (link.filter) query.set('filter', JSON.stringify(fillAll(link.filter, ctx)));
  if (link.source) query.set('source', JSON.stringify(fillAll(link.source, ctx)));
  return {
    resource,
    id: id === undefined || id === null ? undefined : String(id),
    search: query.size ? `?${query}` : '',
  };
}
