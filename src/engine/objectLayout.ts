import type { FieldDescriptor } from './fieldKinds';
import type { XLayout } from './schema/types';

/** One block of an object's fields: a titled group of x-layout, or the fields of no group. */
export interface LayoutSection {
  title?: string;
  fields: FieldDescriptor[];
}

/** How an object's fields are laid out (schema keyword x-layout): the same in its form and on its show page. */
export interface ObjectLayout {
  columns: number;
  sections: LayoutSection[];
}

/**
 * Read where an object is rendered (its form, its show page, an override given its descriptor:
 * `objectLayout(field.fields, field.schema['x-layout'])`), not by the analyser, which the first
 * list loads: the lists never show an object in full.
 *
 * The sections of an object's fields: its groups in their order, each with its fields in the
 * order the group names them, then whatever no group names (`npm run check` reports those,
 * but a field is never lost from a screen). No groups: one untitled section in schema order.
 */
export function objectLayout(fields: FieldDescriptor[], layout: XLayout | undefined): ObjectLayout | undefined {
  if (!layout) return undefined;
  const columns = layout.columns ?? 1;
  if (!layout.groups) return { columns, sections: [{ fields }] };
  const byName = new Map(fields.map((f) => [f.name, f]));
  const placed = new Set<string>();
  const sections: LayoutSection[] = layout.groups.map((group) => ({
    title: group.title,
    fields: group.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field || placed.has(name)) return [];
      placed.add(name);
      return [field];
    }),
  }));
  const rest = fields.filter((f) => !placed.has(f.name));
  return { columns, sections: rest.length ? [...sections, { fields: rest }] : sections };
}
