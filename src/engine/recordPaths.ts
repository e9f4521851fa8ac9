import { useCallback } from 'react';
import { useBasename, type Identifier } from 'react-admin';
import { catalog } from './load';

/**
 * The addresses of a resource's screens when its resource file names them (`routes`: the product's
 * `system/users/list` and `system/users/edit/{userId}`, docs/product.md#routes-cabinet) instead
 * of react-admin's (`system/users`, `system/users/{id}`). Every place that opens a screen builds
 * its address here and hands it to react-admin as a path (a row click, a redirect after a save or
 * a delete, an edit link, a resource component's link), so the address bar shows the product's
 * address; react-admin's own addresses lead there (views/ToDeclaredList.tsx, views/ToDeclared.tsx).
 */

/** The screens a resource has, as react-admin names them. */
export type ScreenType = 'list' | 'create' | 'edit' | 'show';

/**
 * The address of a resource's screen under the cabinet, without slashes around it: the one its
 * resource file declares for its list and a record's edit screen ("system/users/edit/42"),
 * react-admin's own otherwise (a record's screen without an id is its list, as react-admin's).
 */
export function screenPath(resource: string, type: ScreenType, id?: Identifier | null): string {
  const routes = catalog.byName(resource).routes ?? {};
  if (type === 'create') return `${resource}/create`;
  if (type === 'list' || id == null) return routes.list ? `${resource}/${routes.list}` : resource;
  const record = encodeURIComponent(String(id));
  if (type === 'edit' && routes.edit) return `${resource}/${routes.edit.replace(':id', record)}`;
  return `${resource}/${record}${type === 'show' ? '/show' : ''}`;
}

/** screenPath with the cabinet's prefix ("/cab1/system/users/edit/42"): what a link or a navigation takes. */
export function useScreenPath(): (resource: string, type: ScreenType, id?: Identifier | null) => string {
  const basename = useBasename();
  return useCallback((resource, type, id) => `${basename}/${screenPath(resource, type, id)}`, [basename]);
}
