/**
 * x-reference names a resource by its key (the file name in resources/); react-admin knows
 * resources by their route path. The catalog registers the mapping when it loads, which keeps
 * field components free of an import of the catalog (and of every resource file).
 */
const names = new Map<string, string>();

export function registerReferenceName(key: string, name: string): void {
  names.set(key, name);
}

export function referenceName(key: string): string {
  return names.get(key) ?? key;
}
