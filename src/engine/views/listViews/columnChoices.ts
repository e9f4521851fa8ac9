import { flattenFields } from '../../analyse';
import { SCALAR_KINDS, type FieldDescriptor } from '../../fieldKinds';

/**
 * The columns a generated list offers in its column chooser (docs/product.md#saved-views): the
 * resource's own columns first, shown, then every other field of the schema that fits in a cell
 * (a scalar, nested ones by their dotted path), hidden until the user shows it. A secret never.
 */
export function columnChoices(
  shown: FieldDescriptor[],
  fields: FieldDescriptor[],
): { columns: FieldDescriptor[]; hidden: string[] } {
  const taken = new Set(shown.map((f) => f.source));
  const more = flattenFields(fields).filter(
    (f) => SCALAR_KINDS.has(f.kind) && !f.writeOnly && f.name !== 'id' && !taken.has(f.source),
  );
  return { columns: [...shown, ...more], hidden: more.map((f) => f.source) };
}
