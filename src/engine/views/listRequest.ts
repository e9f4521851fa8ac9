import type { GetListParams } from 'react-admin';
import type { FieldDescriptor } from '../fieldKinds';
import { catalog } from '../load';
import { referenceTarget } from '../referenceName';
import type { ResourceDefinition } from '../definition/types';
import { pickFields } from './useDefinition';

/** The sort of a list that names none: react-admin's own default (ra-core's useListParams), stated so the read ahead asks the same. */
const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

/**
 * What the generated list asks react-admin to read (GenericList), in one place with the first
 * page read ahead of the list (firstPageAhead): the two must ask the same, or nothing is reused.
 */
export function listRequest(def: ResourceDefinition, fields: FieldDescriptor[]) {
  const columns = pickFields(fields, def.list?.columns);
  // Generic reference cells are read with the page: rows appear once, names in place (no shift).
  const prefetch = columns.flatMap((field) =>
    (field.kind === 'reference' || field.kind === 'referenceArray') && !def.fields?.[field.source]?.Field
      ? [{ source: field.source, reference: referenceTarget(field.reference).name }]
      : [],
  );
  return {
    columns,
    sort: def.list?.sort ?? DEFAULT_SORT,
    perPage: def.list?.perPage ?? 25,
    meta: { prefetch, fatal: !def.list?.loadError },
  };
}

/**
 * The route parameters a resource path names (`:reservationId` in
 * "management/reservations/:reservationId/versioning"), as the list's fixed filter: each is the
 * field of that name. A path without parameters has none (undefined, react-admin's default).
 */
export function pathFilter(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> | undefined {
  const names = [...path.matchAll(/:([A-Za-z_][\w]*)/g)].map((m) => m[1]);
  const entries = names.flatMap((name) => (params[name] ? [[name, params[name]] as const] : []));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * The generated list a cabinet address opens and the parameters react-admin will read its first
 * page with, or null when that cannot be known ahead: the address has a query (sort, filter,
 * page), or is not a list. A list the user left with a query of their own (the cabinet's kept
 * preferences, docs/product.md#saved-views) is not read ahead: CabinetAdmin checks that first.
 */
export function firstPageAhead(
  pathInCabinet: string,
  search: string,
): { resource: string; params: GetListParams; def: ResourceDefinition } | null {
  if (search && search !== '?') return null;
  const def = catalog.resources.find(
    (d) => pathInCabinet === d.path || (d.routes?.list !== undefined && pathInCabinet === `${d.path}/${d.routes.list}`),
  );
  if (!def) return null;
  const { sort, perPage, meta } = listRequest(def, catalog.fields(def));
  return { resource: def.path, def, params: { pagination: { page: 1, perPage }, sort, filter: {}, meta } };
}
