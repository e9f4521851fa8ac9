import { useBasename, useResourceContext } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { catalog } from '../load';
import { screenPath } from '../recordPaths';

/**
 * Where a record screen opened at react-admin's own address (`system/users/{id}/…`, kept by
 * bookmarks and old links) belongs: the address its resource file declares (recordPaths.ts),
 * with the rest of the path, the query and the hash. Undefined at the declared address, or when
 * the resource declares none. Read by the record screens, so the first load carries nothing of it.
 */
export function useDeclaredAddress(): string | undefined {
  const basename = useBasename();
  const resource = useResourceContext()!;
  const { id } = useParams();
  const { pathname, search, hash } = useLocation();
  const declared = catalog.byName(resource).routes?.edit && id ? screenPath(resource, 'edit', id) : undefined;
  if (!declared || pathname.startsWith(`${basename}/${declared}`)) return undefined;
  // What follows the id in react-admin's own address (a tab: "/1"); the route's splat may be a
  // parent's, which holds the whole path.
  const own = `${basename}/${resource}/${encodeURIComponent(String(id))}`;
  const rest = pathname.startsWith(own) ? pathname.slice(own.length) : '';
  return `${basename}/${declared}${rest}${search}${hash}`;
}
