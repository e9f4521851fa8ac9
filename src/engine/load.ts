import { createCatalog, type Catalog } from './catalog';
import type { ResourceConfig } from './definition/types';
import { createPrecompiledSchemaSet, type ValidatorLoaders } from './schema/precompiled';

/**
 * Every schema and resource file is found by glob: adding an entity edits no central list.
 * A bad schema throws here, at start-up, naming the file and the JSON path.
 */
const schemaFiles = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
// Module namespaces, read only when the catalog is first used: a resource file may import a
// component that imports this module back, and its default export is not there yet now.
const resourceModules = import.meta.glob<{ default: ResourceConfig }>('/resources/*.ts', { eager: true });

// The validators precompiled at build time (scripts/gen-validators.ts), one per schema and one
// lazy chunk each: a screen loads only those of the forms it opens. Their map loads with the
// first of them (validatorModules.ts).
const validatorLoaders: ValidatorLoaders = Object.fromEntries(
  Object.keys(schemaFiles).map((file) => {
    const id = file.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
    return [id, () => import('./validatorModules').then(({ validatorLoaders: loaders }) => loaders[id]())];
  }),
);

export const schemaSet = createPrecompiledSchemaSet(schemaFiles, validatorLoaders);

let built: Catalog | undefined;
function build(): Catalog {
  built ??= createCatalog(
    schemaSet,
    Object.fromEntries(Object.entries(resourceModules).map(([file, module]) => [file, module.default])),
    // At start in `npm run dev` and the tests, where a developer makes these mistakes (catalog.ts).
    { checkColumns: !import.meta.env?.PROD },
  );
  return built;
}

/** The resource catalog, built on first use (see above); behaves as a plain Catalog. */
export const catalog: Catalog = new Proxy({} as Catalog, {
  get: (_target, property) => Reflect.get(build(), property),
});
