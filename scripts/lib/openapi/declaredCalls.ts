import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredAction } from '../../../src/engine/definition/declaredActions';
import type { Call } from './types';

/**
 * The calls of the resource files' declared actions (`actions: [{ call }]`, docs/adding-a-resource.md):
 * their method, path, query and headers as declared (a spreadsheet's `columns` are its two
 * headers), the body their form's schema or an object (a multipart one naming its parts), a file
 * where the action downloads; an answer's renewing call; and the GET lists that `listed` actions
 * and fields read. Templates in a path (`{values.campaignId}`) are path parameters.
 */
export interface ResourceActions {
  key: string;
  actions?: readonly {
    name: string;
    call?: DeclaredAction['call'];
    form?: DeclaredAction['form'];
    answer?: DeclaredAction['answer'];
    listed?: DeclaredAction['listed'];
  }[];
  fields?: Record<string, { listed?: { path: string } } | undefined>;
}

type ActionCall = NonNullable<DeclaredAction['call']>;

/** A declared call as the contract describes it. */
function callOf(call: ActionCall, summary: string, form?: DeclaredAction['form']): Call {
  const headers = [...Object.keys(call.headers ?? {}), ...(call.columns ? ['x-excel-columns', 'x-excel-header'] : [])];
  return {
    method: call.method,
    path: call.path.replace(/\{([^}]+)\}/g, (_m, name: string) => `{${name.split('.').pop()}}`),
    summary,
    query: Object.fromEntries(Object.keys(call.query ?? {}).map((name) => [name, {}])),
    ...(headers.length ? { headers } : {}),
    body:
      call.method === 'GET' || call.method === 'DELETE'
        ? undefined
        : call.multipart
          ? { multipart: call.body ? Object.keys(call.body).join(', ') : (form?.schema ?? '') }
          : form && !call.body
            ? { schema: form.schema, partial: true }
            : { object: true },
    answer: call.download ? { file: call.download.endsWith('.txt') ? 'text' : 'xlsx' } : { object: true },
  };
}

/** A list a `listed` action or field reads: GET, answered with rows. */
const listedCall = (path: string, summary: string): Call => ({ method: 'GET', path, summary, answer: { list: true } });

/** The resource files read in Node (the console's catalog reads them through Vite: src/engine/load.ts). */
export async function readResources(root: string): Promise<ResourceActions[]> {
  const dir = path.join(root, 'resources');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      key: file.replace(/\.ts$/, ''),
      ...((await import(pathToFileURL(path.join(dir, file)).href)) as { default: Omit<ResourceActions, 'key'> })
        .default,
    })),
  );
}

export function declaredCalls(resources: readonly ResourceActions[]): Call[] {
  const calls: Call[] = [];
  for (const resource of resources) {
    const file = resource.key;
    for (const action of resource.actions ?? []) {
      // What fills a form's fields once a value is picked (form.fill): a GET of its own.
      const filler = action.form?.fill?.call;
      if (filler)
        calls.push({
          method: filler.method,
          path: filler.path,
          summary: `${file}: ${action.name} (the form's fill)`,
          query: Object.fromEntries(Object.keys(filler.query ?? {}).map((name) => [name, {}])),
          answer: { object: true },
        });
      if (action.call) calls.push(callOf(action.call, `${file}: ${action.name}`, action.form));
      const renew = action.answer && 'value' in action.answer ? action.answer.renew : undefined;
      if (renew) calls.push(callOf(renew.call, `${file}: ${action.name} (renew)`));
      if (action.listed) calls.push(listedCall(action.listed.path, `${file}: ${action.name} (listed)`));
    }
    for (const [source, field] of Object.entries(resource.fields ?? {}))
      if (field?.listed) calls.push(listedCall(field.listed.path, `${file}: ${source} (listed)`));
  }
  return calls;
}
