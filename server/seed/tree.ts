import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { reaches } from '../reach/references';
import type { StoredRecord } from '../store';

/**
 * Of `candidates`, those a seeded record of `owner` may name: the records its own tree reaches
 * (docs/reach.md R12), what the agency working for its accounts could name through the API. A
 * campaign of one agency's account never takes another agency's reservation.
 */
export function inTree<T extends Pick<StoredRecord, 'id' | 'cabinetId'>>(
  ctx: Pick<ServerContext, 'cabinets'>,
  owner: Cabinet,
  candidates: T[],
): T[] {
  const scope = ctx.cabinets.treeScope(owner);
  return candidates.filter((c) => reaches(scope, c));
}
