import { createSchemaRegistry, type SchemaRegistry } from '../../../../src/engine/schema/registry';
import type { JsonSchema } from '../../../../src/engine/schema/types';

/**
 * What the schema-walk tests share: a registry over made-up schemas whose `resolve` counts its
 * calls, so a test sees how much of the schema a check reads again for the next record.
 */
export function countingRegistry(files: Record<string, unknown>): SchemaRegistry & { reads: () => number } {
  const registry = createSchemaRegistry(files);
  let reads = 0;
  const resolve = (schema: JsonSchema) => {
    reads++;
    return registry.resolve(schema);
  };
  return { ...registry, resolve, reads: () => reads };
}
