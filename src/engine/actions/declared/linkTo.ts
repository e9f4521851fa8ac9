import { useCreatePath } from 'react-admin';
import { catalog } from '../../load';
import type { ActionLink } from '../../definition/declaredActions';
import type { ResourceDefinition } from '../../definition/types';
import { fillLink, type ActionContext } from './templates';

/** Where a link goes: the target resource's route, react-admin's path of the screen, the query. */
export function useLinkTo() {
  const createPath = useCreatePath();
  return (link: ActionLink, ctx: ActionContext, def: ResourceDefinition) => {
    const target = link.resource ? catalog.byKey(link.resource) : def;
    const { resource, id, search } = fillLink(link, ctx, target?.path ?? link.resource ?? def.path);
    return { pathname: createPath({ resource, id, type: link.type }), search };
  };
}
