import { useResourceContext } from 'react-admin';
import { catalog } from '../load';
import type { FieldDescriptor } from '../fieldKinds';
import type { ResourceDefinition } from '../definition/types';
import { SCALAR_KINDS } from '../fieldKinds';
import { flattenFields } from '../analyse';

/** The definition and analysed fields of the resource whose screen is rendering. */
export function useDefinition(): { def: ResourceDefinition; fields: FieldDescriptor[] } {
  const resource = useResourceContext();
  if (!resource) throw new Error('useDefinition вне ресурса');
  const def = catalog.byName(resource);
  return { def, fields: catalog.fields(def) };
}

/** Named fields (dotted paths allowed) or, by default, the first six scalar visible fields. */
export function pickFields(fields: FieldDescriptor[], names: string[] | undefined, fallback = 6): FieldDescriptor[] {
  const all = flattenFields(fields);
  if (names) return names.map((n) => all.find((f) => f.source === n)!).filter(Boolean);
  return fields.filter((f) => SCALAR_KINDS.has(f.kind) && !f.writeOnly && f.name !== 'id').slice(0, fallback);
}
