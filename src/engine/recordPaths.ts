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

const declared = new Map<string, DeclaredRoutes>();

/** `resource`: react-admin's resource name, the route path ("system/users"). */
export function declareRoutes(resource: string, routes: DeclaredRoutes | undefined): void {
  if (routes?.list || routes?.edit) declared.set(resource, routes);
  else declared.delete(resource);
}

/**
 * The declared address of a screen under the cabinet, without slashes around it
 * ("system/users/edit/42"), or undefined where react-admin's own address stands.
 */
export function declaredPath(resource: string, type: string, id?: string | number | null): string | undefined {
  const routes = declared.get(resource.replace(/^\/+|\/+$/g, ''));
  if (type === 'list' && routes?.list) return `${resource}/${routes.list}`;
  if (type === 'edit' && routes?.edit && id != null) return `${resource}/${routes.edit.replace(':id', encodeURIComponent(String(id)))}`;
  return undefined;
}
