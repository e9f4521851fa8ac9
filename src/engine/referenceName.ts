/**
 * x-reference names a resource by its key (the file name in resources/); react-admin knows
 * resources by their route path, and a reference is shown by the target's x-label field. The
 * catalog registers both when it loads, which keeps field components free of an import of the
 * catalog (and through it of every resource file).
 */
export interface ReferenceTarget {
  /** react-admin resource name (route path). */
  name: string;
  /** Property shown for a record of the target ("name"); the id when the schema names none. */
  labelField: string;
  /** The record screen a link to one of its records opens; none when the target has neither. */
  card?: 'edit' | 'show';
}

const targets = new Map<string, ReferenceTarget>();

export function registerReferenceTarget(key: string, target: ReferenceTarget): void {
  targets.set(key, target);
}

export function referenceTarget(key: string): ReferenceTarget {
  return targets.get(key) ?? { name: key, labelField: 'id' };
}
