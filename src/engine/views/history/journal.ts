import { catalog } from '../../load';
import type { ResourceDefinition } from '../../definition/types';

/** The address's mark of a record's open history: the 409 panel's link opens it too. */
export const HISTORY_HASH = '#history';

/** The resource whose schema is the journal of writes (x-journal) and the fields it names, if any. */
export function journal(): { def: ResourceDefinition; fields: NonNullable<JournalFields> } | null {
  for (const def of catalog.resources) {
    const fields = catalog.schemas.get(def.schema)['x-journal'];
    if (fields) return { def, fields };
  }
  return null;
}

type JournalFields = ReturnType<typeof catalog.schemas.get>['x-journal'];
