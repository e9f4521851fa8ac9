import { Navigate, useLocation } from 'react-router-dom';

/**
 * A list opened at react-admin's own address (`system/users`, kept by bookmarks and old links)
 * when its resource file declares another (`system/users/list`): the declared one, relative to
 * the address, with the query (the list's filters, sort and page) and the hash.
 */
export const ToDeclaredList = ({ list }: { list: string }) => (
  <Navigate to={{ ...useLocation(), pathname: list }} replace />
);
