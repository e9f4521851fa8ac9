import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredAction } from '../../../src/engine/definition/declaredActions';
import type { Call } from './types';

/**
 * The calls of the resource files' declared actions (`actions: [{ call }]`, docs/adding-a-resource.md):
 * their method, path and query as declared, the body their form's schema or an object (a
 * multipart one naming its parts), a file where the action downloads. Templates in a path (`{values.campaignId}`) are path parameters.
 */
export interface ResourceActions {
  key: string;
  actions?: readonly { name: string; call?: DeclaredAction['call']; form?: DeclaredAction['form'] }[];
}

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
      const call = action.call;
      if (!call) continue;
      calls.push({
        method: call.method,
        path: call.path.replace(/\{([^}]+)\}/g, (_m, name: string) => `{${name.split('.').pop()}}`),
        summary: `${file}: ${action.name}`,
        query: Object.fromEntries(Object.keys(call.query ?? {}).map((name) => [name, {}])),
        body:
          call.method === 'GET' || call.method === 'DELETE'
            ? undefined
            : call.multipart
              ? { multipart: call.body ? Object.keys(call.body).join(', ') : (action.form?.schema ?? '') }
              : action.form && !call.body
                ? { schema: action.form.schema, partial: true }
                : { object: true },
        answer: call.download ? { file: call.download.endsWith('.txt') ? 'text' : 'xlsx' } : { object: true },
      });
    }
  }
  return calls;
}
