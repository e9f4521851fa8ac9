import { Navigate, useLocation } from 'react-router-dom';

/**
 * A list opened at react-admin's own address (`system/users`, kept by bookmarks and old links)
 * when its resource file declares another (`system/users/list`): the declared one, with the
 * query (the list's filters, sort and page) and the hash.
 */
export function ToDeclaredList({ list }: { list: string }) {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${pathname.replace(/\/+$/, '')}/${list}${search}${hash}`} replace />;
}
