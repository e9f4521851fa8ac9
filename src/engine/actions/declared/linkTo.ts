import { useCreatePath } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { catalog } from '../../load';
import type { ActionLink } from '../../definition/declaredActions';
import type { ResourceDefinition } from '../../definition/types';
import { useScreenPath } from '../../recordPaths';
import { backToListUrl } from '../../views/listQuery';
import { fillLink, type ActionContext } from './templates';

/**
 * Where a link goes: the target resource's route, react-admin's path of the screen, the query; a
 * link `back` to a list goes to the list as it was left, the screen's differing query over it.
 */
export function useLinkTo() {
  const createPath = useCreatePath();
  const screenPath = useScreenPath();
  const here = useLocation().search;
  return (link: ActionLink, ctx: ActionContext, def: ResourceDefinition) => {
    const target = link.resource ? catalog.byKey(link.resource) : def;
    const { resource, id, search } = fillLink(link, ctx, target?.path ?? link.resource ?? def.path);
    if (link.back && link.type === 'list') {
      const [pathname, query] = backToListUrl(screenPath(resource, 'list'), here).split('?');
      return { pathname, search: query ? `?${query}` : '' };
    }
    return { pathname: createPath({ resource, id, type: link.type }), search };
  };
}
