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

/** The screens a resource file may give an address of their own (a list and a record's), as react-admin names them. */
export type ScreenType = 'list' | 'edit' | 'show';

/**
 * The address of a resource's screen under the cabinet, without slashes around it: the one its
 * resource file declares for its list and a record's edit screen ("system/users/edit/42"),
 * react-admin's own otherwise (a record's screen without an id is its list, as react-admin's).
 */
export function screenPath(resource: string, type: ScreenType, id?: Identifier | null): string {
  const def = catalog.byName(resource);
  const { list, edit } = def.routes ?? {};
  // A record without an edit screen (no save on the platform) opens on its show screen.
  if (type === 'edit' && def.disable?.includes('edit')) type = 'show';
  const record = `${resource}/${encodeURIComponent(id ?? '')}`;
  if (type === 'list' || id == null) return list ? `${resource}/${list}` : resource;
  if (type === 'edit' && edit) return `${resource}/${edit.replace(':id', encodeURIComponent(id))}`;
  return type === 'show' ? `${record}/show` : record;
}

/** screenPath with the cabinet's prefix ("/cab1/system/users/edit/42"): what a link or a navigation takes. */
export function useScreenPath(): (resource: string, type: ScreenType, id?: Identifier | null) => string {
  const basename = useBasename();
  return (resource, type, id) => `${basename}/${screenPath(resource, type, id)}`;
}
