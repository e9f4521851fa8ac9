import { lazy, Suspense, type ReactElement } from 'react';
import { Loading, Resource, useBasename, useResourceContext } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { catalog } from './load';
import { declaredPath } from './recordPaths';
import { GenericList } from './views/GenericList';

// Record screens (forms, their inputs and validation, the show page) load when first opened:
// the first screen after sign-in is a list.
const recordScreen = (name: 'GenericCreate' | 'GenericEdit' | 'GenericShow') => {
  const Screen = lazy(() => import('./views/GenericEditors').then((m) => ({ default: m[name] })));
  return () => <Suspense fallback={<Loading />}><Screen /></Suspense>;
};
const GenericCreate = recordScreen('GenericCreate');
const GenericEdit = recordScreen('GenericEdit');
const GenericShow = recordScreen('GenericShow');

/**
 * react-admin's own address of a list or a record (`system/users`, `system/users/{id}/…`), kept by
 * bookmarks and old links, opens the address its resource file declares (recordPaths.ts), with
 * the rest of the path, the query and the hash.
 */
function ToDeclared({ type }: { type: 'list' | 'edit' }) {
  const basename = useBasename();
  const resource = useResourceContext()!;
  const { id, '*': rest } = useParams();
  const { search, hash } = useLocation();
  const tail = type === 'edit' && rest ? `/${rest}` : '';
  return <Navigate to={`${basename}/${declaredPath(resource, type, id)}${tail}${search}${hash}`} replace />;
}

/**
 * One <Resource> per resource file, named by its route path so that react-admin's routes are
 * the docs/product.md#routes paths under /{cabinetId}/. Where the resource file declares "list"
 * and "edit/:id" sub-paths (docs/product.md#routes-cabinet), those are the screens' addresses:
 * react-admin builds its links with them (src/shims/createPath.ts) and its own addresses lead there.
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
        list={def.routes?.list ? <ToDeclared type="list" /> : <GenericList />}
        create={disabled.has('create') ? undefined : <GenericCreate />}
        edit={edit && def.routes?.edit ? <ToDeclared type="edit" /> : edit}
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
