import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { JsonSchema } from '../schema/types';

/** The sibling a field's x-when names, as a form path beside the field's own (`a.b.reason` → `a.b.status`). */
export const siblingPath = (source: string, field: string): string =>
  [...source.split('.').slice(0, -1), field].join('.');

/**
 * A field's input while the sibling its schema's x-when names has one of its values (a reason
 * with «Отклонён»); nothing otherwise, so the form asks only for what goes with the choice.
 */
export function ShownWhen({
  when,
  source,
  children,
}: {
  when: NonNullable<JsonSchema['x-when']>;
  source: string;
  children: ReactNode;
}) {
  const value = useWatch({ name: siblingPath(source, when.field) }) as unknown;
  return when.in.includes(value as never) ? children : null;
}
