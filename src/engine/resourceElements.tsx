import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { catalog } from './load';
import { GenericCreate, GenericEdit, GenericShow } from './recordScreens';
import { GenericList } from './views/GenericList';
import { ToDeclaredList } from './views/ToDeclaredList';

/**
 * One <Resource> per resource file, named by its route path so that react-admin's routes are
 * the docs/product.md#routes paths under /{cabinetId}/. Where the resource file declares "list"
 * and "edit/:id" sub-paths (docs/product.md#routes-cabinet), those routes are added beside
 * react-admin's own: the generated screens link and redirect to them (recordPaths.ts), and
 * react-admin's own list and record addresses lead to the declared ones (views/ToDeclaredList.tsx,
 * views/ToDeclared.tsx).
 */
export function resourceElements(): ReactElement[] {
  return catalog.resources.map((def) => {
    const disabled = new Set(def.disable ?? []);
    const labelField = catalog.schemas.get(def.schema)['x-label'];
    const edit = disabled.has('edit') ? undefined : <GenericEdit />;
    return (
      <Resource
        key={def.key}
        name={def.path}
        options={{ label: def.label }}
        recordRepresentation={labelField}
        list={def.routes?.list ? <ToDeclaredList list={def.routes.list} /> : <GenericList />}
        create={disabled.has('create') ? undefined : <GenericCreate />}
        edit={edit}
        show={disabled.has('show') ? undefined : <GenericShow />}
      >
        {def.routes?.list && <Route path={def.routes.list} element={<GenericList />} />}
        {def.routes?.edit && edit && <Route path={`${def.routes.edit}/*`} element={edit} />}
      </Resource>
    );
  });
}

/** The URL of a resource's list under the cabinet, as the menu links it. */
export function listPath(path: string, routes?: { list?: string }): string {
  return routes?.list ? `/${path}/${routes.list}` : `/${path}`;
}
