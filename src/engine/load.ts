import { createCatalog } from './catalog';
import type { ResourceConfig } from './resources/types';
import { createSchemaSet } from './schema/schemaSet';

/**
 * Every schema and resource file is found by glob: adding an entity edits no central list.
 * A bad schema throws here, at start-up, naming the file and the JSON path.
 */
const schemaFiles = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
const resourceFiles = import.meta.glob<ResourceConfig>('/resources/*.ts', { eager: true, import: 'default' });

export const schemaSet = createSchemaSet(schemaFiles);
export const catalog = createCatalog(schemaSet, resourceFiles);
