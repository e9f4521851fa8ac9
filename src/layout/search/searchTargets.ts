import type { ResourceDefinition } from '../../engine/definition/types';
import type { AccessHolder } from '../../engine/schema/access';
import { canOpen, type RouteRule } from '../navigation';

export interface SearchTarget {
  def: ResourceDefinition;
  /** The field holding a record's name (the schema's x-label), what the names call searches. */
  labelField: string;
}

/**
 * The resources the search asks (docs/product.md#search): those whose screens the cabinet may
 * open, as its menu and route guard decide (the same rules), that name their records (x-label)
 * and open a record by itself (not a list under another record's address). A schema shown by two
 * resources is asked once, for the first: the names call is per schema.
 */
export function searchTargets(
  resources: readonly ResourceDefinition[],
  labelOf: (schemaId: string) => unknown,
  rules: readonly RouteRule[],
  holder: AccessHolder,
): SearchTarget[] {
  const seen = new Set<string>();
  return resources.flatMap((def) => {
    const labelField = labelOf(def.schema);
    const opensRecord = !(def.disable?.includes('edit') && def.disable?.includes('show'));
    if (typeof labelField !== 'string' || !opensRecord || def.path.includes(':') || seen.has(def.schema)) return [];
    if (!canOpen(rules, def.path, holder)) return [];
    seen.add(def.schema);
    return [{ def, labelField }];
  });
}
