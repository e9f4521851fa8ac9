import type { request as Request } from '../httpClient';

/**
 * The platform's custom calls (SPEC.md §7) beyond CRUD, one file per domain in this folder,
 * each a factory over the shared request function. They are spread onto the dataProvider, so
 * components call them as `useDataProvider<KabinetDataProvider>().setSspStatus(…)`.
 *
 * To add a domain: write `calls/<domain>.ts` exporting `<domain>Calls(request)`, then add its
 * import and one line to `customCalls` below (and nothing else: the type follows).
 */
export type RequestFn = typeof Request;

export function customCalls(request: RequestFn) {
  return {
    ...storageCalls(request),
  };
}

export type CustomCalls = ReturnType<typeof customCalls>;

import { storageCalls } from './storage';
