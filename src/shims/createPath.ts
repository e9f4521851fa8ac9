import { useCallback } from 'react';
import { useBasename } from 'ra-core/dist/routing/useBasename.js';
import { removeDoubleSlashes } from 'ra-core/dist/routing/useCreatePath.js';
import { declaredPath } from '../engine/recordPaths';

/**
 * react-admin's createPath (ra-core/dist/routing/useCreatePath.js), which every row click, edit
 * button, redirect after a create or a delete and record link of react-admin asks, building the
 * address a resource file declares where it declares one (src/engine/recordPaths.ts: the
 * product's `system/users/edit/{userId}`); react-admin's own address everywhere else.
 */
export interface CreatePathParams {
  resource?: string;
  id?: string | number;
  type: string;
}

// react-admin's own, which its sign-in and sign-out hooks take from the replaced module too.
export { removeDoubleSlashes };

export const useCreatePath = () => {
  const basename = useBasename();
  return useCallback(({ resource, id, type }: CreatePathParams): string => {
    const record = id == null ? '' : `/${encodeURIComponent(id)}`;
    // react-admin's own addresses (without an id, a record's is the list's); any other type is a path already.
    const own: string | undefined = resource && ({
      list: resource, create: `${resource}/create`, edit: resource + record, show: record ? `${resource}${record}/show` : resource,
    } as Record<string, string>)[type];
    return own ? removeDoubleSlashes(`${basename}/${declaredPath(resource!, type, id) ?? own}`) : type;
  }, [basename]);
};
