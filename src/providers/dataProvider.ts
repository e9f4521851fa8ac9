import { hashKey } from '@tanstack/react-query';
import { type DataProvider, type GetListParams, type GetListResult, type Identifier, type RaRecord } from 'react-admin';
import type { Catalog } from '../engine/catalog';
import type { ResourceDefinition } from '../engine/definition/types';
import { writablePayload } from '../engine/schema/records';
import type { DeclaredCallProvider } from '../engine/actions/declared/provider';
import type { CustomCalls } from './calls';
import { lazyCalls } from './lazyCalls';
import { createCall, deleteCalls, formErrorsOfUpdate, formOf, readPath, updateCall } from './schemaCalls';
import {
  ApiError,
  failure,
  request as defaultRequest,
  type ApiResponse,
  type QueryValue,
  type RequestOptions,
} from './httpClient';
import {
  LABELS_PATH,
  pageReferences,
  RecentRecords,
  referencedIds,
  type PageReferences,
  type PrefetchReference,
} from './prefetchReferences';
import { getCabinetId, getToken } from './storage';
import { diffPayload, flattenFilter, toHttpError, totalOf, wireQuery } from './wireFormat';

type Request = <T>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
type ApiRecord = Record<string, unknown> & { version?: number };

/**
 * react-admin's CRUD plus the platform's typed custom calls (calls/*.ts); generated screens use
 * only the CRUD methods.
 */
export type KabinetDataProvider = DataProvider &
  CustomCalls &
  DeclaredCallProvider & {
    /**
     * Reads a list page before its screen asks (the first list of a cabinet, while react-admin
     * starts): the screen's getList with the same parameters, in the same session and cabinet,
     * takes this read instead of making its own. Quiet: a failure is the screen's read to report.
     */
    readAhead(resource: string, params: GetListParams): void;
  };

/** How long a page read ahead waits for its screen (a phone can take seconds to start react-admin). */
const AHEAD_MS = 10_000;
/** docs/product.md#calls: a GET may name the fields it wants (meta.include of a getList). */
export const INCLUDE_HEADER = 'x-json-include';

export function createDataProvider(catalog: Catalog, request: Request = defaultRequest): KabinetDataProvider {
  const def = (resource: string): ResourceDefinition => catalog.byName(resource);
  const idField = (d: ResourceDefinition) => catalog.schemas.get(d.schema)['x-id'] ?? 'id';
  const withId = (d: ResourceDefinition, record: ApiRecord): RaRecord => ({
    ...record,
    id: record[idField(d)] as Identifier,
  });
  const one = (d: ResourceDefinition, id: Identifier) => readPath(catalog.schemas.get(d.schema), d.endpoint, id);
  const recent = new RecentRecords();
  const ahead = new Map<string, { page: Promise<GetListResult>; until: number }>();
  const aheadKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
    hashKey([getToken(), getCabinetId(), resource, { pagination, sort, filter, meta }]);
  /** Every call goes through here; a write makes the prefetched records and pages stale. */
  const send: Request = (path, options) => {
    if (options?.method && options.method !== 'GET') {
      recent.clear();
      ahead.clear();
    }
    return request(path, options);
  };
  const call = async <T>(path: string, options?: RequestOptions) => {
    try {
      return await send<T>(path, options);
    } catch (e) {
      throw toHttpError(e);
    }
  };

  /**
   * One record: its GET, or where the platform has none (x-calls.read fromList: geo presets) the
   * record found in the list's answer — asked for by id (the list's `ids` filter), page by page in
   * case the platform ignores the filter; not in the list is a 404 like a GET's.
   */
  const readOne = async (d: ResourceDefinition, id: Identifier, options: RequestOptions = {}): Promise<ApiRecord> => {
    const path = one(d, id);
    if (path) return (await call<ApiRecord>(path, options)).data;
    // Only the schemas without a one-record read walk their list: not part of the first screen's code.
    const { findInList } = await import('./findInList');
    const found = await findInList((query) => call<ApiRecord[]>(d.endpoint, { ...options, query }), idField(d), id);
    if (found) return found;
    throw toHttpError(failure(404, '', null, new Headers(), options));
  };

  /** Lists are fatal reads (docs/product.md#errors) unless the screen asks otherwise (meta.fatal false: it tells the failure itself). */
  /** `include`: only these fields (dotted for nested) of each record, with x-json-include (a picker that shows names). */
  const list = async (
    resource: string,
    query: Record<string, QueryValue>,
    {
      signal,
      fatal = true,
      quiet = false,
      include,
      path,
    }: Pick<RequestOptions, 'signal' | 'fatal' | 'quiet'> & { include?: string[]; path?: string } = {},
  ) => {
    const d = def(resource);
    const headers = include?.length ? { [INCLUDE_HEADER]: include.join(',') } : undefined;
    const { data, headers: answer } = await call<ApiRecord[]>(path ?? d.endpoint, {
      query: wireQuery(catalog.schemas, catalog.schemas.get(d.schema), query),
      fatal,
      signal,
      quiet,
      headers,
    });
    return { data: data.map((r) => withId(d, r)) as never[], total: totalOf(answer, data.length) };
  };

  /**
   * Names of referenced records: the id and the x-label field of records in the cabinet's reach,
   * for a cabinet that may read a resource pointing to them (GET /v2/labels/{schema}). Showing an
   * account's name on a campaign does not open the accounts.
   */
  const labels = async (
    resource: string,
    query: Record<string, QueryValue>,
    options: Pick<RequestOptions, 'signal' | 'fatal' | 'quiet'>,
  ) => {
    const d = def(resource);
    const schema = catalog.schemas.get(d.schema);
    const { data, headers } = await call<RaRecord[]>(`${LABELS_PATH}/${encodeURIComponent(d.schema)}`, {
      ...options,
      query: wireQuery(catalog.schemas, schema, query, { names: true }),
    });
    return { data: data as never[], total: totalOf(headers, data.length) };
  };

  const readPage = async (
    resource: string,
    { pagination, sort, filter, signal, meta }: GetListParams,
    quiet: boolean,
  ): Promise<GetListResult> => {
    if (meta?.lookup) {
      // A form's or filter's choices (LABEL_LOOKUP): names found by what was typed.
      return labels(
        resource,
        {
          page: pagination?.page ?? 1,
          pageSize: pagination?.perPage ?? 25,
          ...flattenFilter(filter ?? {}),
        },
        { signal, quiet },
      );
    }
    const page = await list(
      resource,
      {
        page: pagination?.page ?? 1,
        pageSize: pagination?.perPage ?? 25,
        sort: sort?.field,
        order: sort?.order?.toLowerCase(),
        ...flattenFilter(filter ?? {}),
      },
      { signal, fatal: meta?.fatal !== false, quiet, include: meta?.include as string[] | undefined },
    );
    const prefetch = (meta?.prefetch ?? []) as PrefetchReference[];
    if (!prefetch.length) return page;
    // Not fatal: a reference that cannot be read leaves its cells to read (and report) it.
    const references: PageReferences = {};
    await Promise.all(
      [...referencedIds(page.data, prefetch)].map(async ([reference, ids]) => {
        const { data } = await labels(reference, { ids, pageSize: ids.length }, { signal, fatal: false, quiet }).catch(
          () => ({ data: [] as RaRecord[] }),
        );
        references[reference] = data;
      }),
    );
    return { ...page, meta: { references } };
  };
  /** The page goes to its screen: its reference cells' reads, which follow at once, reuse what came with it. */
  const handOver = (page: GetListResult): GetListResult => {
    const scope = getCabinetId() ?? '';
    for (const [reference, records] of Object.entries(pageReferences(page.meta) ?? {}))
      recent.remember(scope, reference, records);
    return page;
  };

  return {
    ...lazyCalls(send as typeof defaultRequest),

    // The calls resource files declare (their actions): failures as react-admin's HttpError, like CRUD's.
    declaredCall: async ({ method, path, body, query, headers, responseType, accept, multipart }) =>
      (
        await call<unknown>(path, {
          method,
          body: multipart ? formOf(body as Record<string, unknown>) : body,
          query: query as Record<string, QueryValue> | undefined,
          responseType,
          headers: accept || headers ? { ...headers, ...(accept ? { Accept: accept } : {}) } : undefined,
        })
      ).data,
    readAhead: (resource, params) => {
      const page = readPage(resource, params, true);
      page.catch(() => undefined);
      ahead.set(aheadKey(resource, params), { page, until: Date.now() + AHEAD_MS });
    },

    getList: (resource, params) => {
      const key = aheadKey(resource, params);
      const early = ahead.get(key);
      ahead.delete(key);
      const page =
        early && early.until >= Date.now()
          ? early.page.catch(() => readPage(resource, params, false))
          : readPage(resource, params, false);
      return page.then(handOver) as never;
    },

    getManyReference: (resource, { target, id, pagination, sort, filter, signal, meta }) => {
      const paging = { page: pagination.page, pageSize: pagination.perPage };
      // The record's own call for the records that name it (x-related's path: an SSP's error log
      // is GET /v2/ssp/{sysname}/error), paged only; else the resource's list filtered by the field.
      const own =
        typeof meta?.path === 'string' ? meta.path.replace('{id}', encodeURIComponent(String(id))) : undefined;
      if (own) return list(resource, paging, { signal, path: own });
      return list(
        resource,
        {
          ...paging,
          sort: sort.field,
          order: sort.order.toLowerCase(),
          ...flattenFilter(filter ?? {}),
          [target]: String(id),
        },
        { signal },
      );
    },

    // react-admin asks getMany only for references (a name in a cell, a form's chosen value): names only.
    getMany: async (resource, { ids, signal }) => {
      const reused = recent.recall(getCabinetId() ?? '', resource, ids.map(String));
      if (reused) return { data: reused as never[] };
      const { data } = await labels(resource, { ids: ids.map(String), pageSize: ids.length }, { signal });
      return { data };
    },

    // A record screen's read is fatal (docs/product.md#errors); a tool that tells the failure
    // itself (the bulk edit reading a selected record) says meta.fatal false.
    getOne: async (resource, { id, signal, meta }) => {
      const d = def(resource);
      const data = await readOne(d, id, { fatal: meta?.fatal !== false, oneOfMany: meta?.oneOfMany === true, signal });
      return { data: withId(d, data) } as never;
    },

    create: async (resource, { data }) => {
      const d = def(resource);
      const { path, body } = createCall(
        catalog.schemas.get(d.schema),
        d.endpoint,
        writablePayload(catalog.schemas, d.schema, data),
      );
      const { data: created } = await call<{ id: Identifier }>(path, { method: 'POST', body });
      // The platform answers with the id only; the full record carries server-owned fields.
      const record = await readOne(d, created.id);
      return { data: withId(d, record) } as never;
    },

    // meta.oneOfMany: one record of a bulk edit, whose 403 or 404 is that record's (RequestOptions).
    update: async (resource, { id, data, previousData, meta }) => {
      const d = def(resource);
      const schema = catalog.schemas.get(d.schema);
      const next = writablePayload(catalog.schemas, d.schema, data);
      const previous = writablePayload(catalog.schemas, d.schema, previousData);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (!prop['x-createOnly']) continue;
        delete next[name];
        delete previous[name];
      }
      const version = (previousData as ApiRecord).version;
      const { path, method, body } = updateCall(schema, d.endpoint, id, diffPayload(next, previous), previous);
      const { data: record } = await send<ApiRecord>(path, {
        method,
        body,
        headers: version !== undefined ? { 'If-Match': String(version) } : undefined,
        oneOfMany: meta?.oneOfMany === true,
      }).catch((e: unknown) => {
        if (!(e instanceof ApiError) || !e.body?.errors) throw toHttpError(e);
        const errors = formErrorsOfUpdate(schema, e.body.errors);
        throw toHttpError(new ApiError(e.message, e.status, { ...e.body, errors }, e.headers));
      });
      return { data: withId(d, record) } as never;
    },

    updateMany: async (resource, { ids, data }) => {
      const d = def(resource);
      const body = writablePayload(catalog.schemas, d.schema, data);
      const schema = catalog.schemas.get(d.schema);
      await Promise.all(
        ids.map((id) => {
          const write = updateCall(schema, d.endpoint, id, body);
          return call(write.path, { method: write.method, body: write.body });
        }),
      );
      return { data: ids };
    },

    delete: async (resource, { id, previousData }) => {
      const d = def(resource);
      const [{ path, query }] = deleteCalls(catalog.schemas.get(d.schema), d.endpoint, [id], true);
      await call(path, { method: 'DELETE', query });
      return { data: (previousData ?? { id }) as never };
    },

    deleteMany: async (resource, { ids }) => {
      const d = def(resource);
      await Promise.all(
        deleteCalls(catalog.schemas.get(d.schema), d.endpoint, ids, false).map(({ path, query }) =>
          call(path, { method: 'DELETE', query }),
        ),
      );
      return { data: ids };
    },
  };
}
