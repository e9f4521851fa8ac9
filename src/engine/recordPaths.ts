/**
 * The addresses of a resource's screens when its resource file names them (`routes`: the product's
 * `system/users/list` and `system/users/edit/{userId}`, docs/product.md#routes-cabinet) instead
 * of react-admin's (`system/users`, `system/users/{id}`). The catalog declares them when it loads;
 * react-admin's createPath reads them (src/shims/createPath.ts), so every row click, redirect
 * after a save and link builds the product's address, and the address bar shows it. No imports:
 * react-admin's routing module carries this one.
 */
export interface DeclaredRoutes {
  /** Sub-path of the list: "list". */
  list?: string;
  /** Sub-path of a record's edit screen, ":id" standing for the record's id: "edit/:id". */
  edit?: string;
}

/** By react-admin's resource name, the route path ("system/users"); filled by the catalog. */
export const declaredRoutes = new Map<string, DeclaredRoutes | undefined>();

/**
 * The declared address of a list or a record's edit screen under the cabinet, without slashes
 * around it ("system/users/edit/42"), or undefined where react-admin's own address stands.
 */
export function declaredPath(resource: string, type: string, id?: string | number | null): string | undefined {
  const pattern = declaredRoutes.get(resource)?.[type as keyof DeclaredRoutes];
  if (pattern && (type === 'list' || id != null)) return `${resource}/${pattern.replace(':id', encodeURIComponent(String(id)))}`;
  return undefined;
}
