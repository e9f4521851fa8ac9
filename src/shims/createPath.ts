import { useCallback } from 'react';
import { useBasename } from 'ra-core/dist/routing/useBasename.js';
import { declaredPath } from '../engine/recordPaths';

/**
 * react-admin's createPath (ra-core/dist/routing/useCreatePath.js), which every row click, edit
 * button, redirect after a create or a delete and record link of react-admin asks, building the
 * address a resource file declares where it declares one (src/engine/recordPaths.ts: the
 * product's `system/users/edit/{userId}`); react-admin's own address everywhere else.
 */
export type CreatePathType = 'list' | 'create' | 'edit' | 'show';
export interface CreatePathParams {
  resource?: string;
  id?: string | number;
  type: CreatePathType | (string & {});
}

export const removeDoubleSlashes = (path: string) => path.replace('//', '/');

function libraryPath(resource: string | undefined, type: string, id: string | number | undefined): string {
  const record = id == null ? '' : `/${encodeURIComponent(id)}`;
  switch (type) {
    case 'list':
      return `/${resource}`;
    case 'create':
      return `/${resource}/create`;
    case 'edit':
      return `/${resource}${record}`;
    case 'show':
      return `/${resource}${record}${record ? '/show' : ''}`;
    default:
      return type;
  }
}

export const useCreatePath = () => {
  const basename = useBasename();
  return useCallback(({ resource, id, type }: CreatePathParams): string => {
    if (['list', 'create', 'edit', 'show'].includes(type) && !resource) {
      throw new Error('Cannot create a link without a resource. You must provide the resource name.');
    }
    if (!['list', 'create', 'edit', 'show'].includes(type)) return type;
    const declared = declaredPath(resource!, type, id);
    return removeDoubleSlashes(`${basename}${declared ? `/${declared}` : libraryPath(resource, type, id)}`);
  }, [basename]);
};
