import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkFixtures } from '../../server/seed/fixtureCheck';
import { createCatalog } from '../../src/engine/catalog';
import { SchemaError, type SchemaProblem } from '../../src/engine/schema';
import { loadSchemaSet } from '../../src/engine/schema/loadNode';
import type { ResourceConfig } from '../../src/engine/definition/types';
import { todoPointers } from './inferSchema';
import { lintFileFields } from './fileLint';
import { lintActionIcons } from './iconLint';
import { lintDeclaredKinds } from './kindLint';
import { lintOnDelete } from './onDeleteLint';
import { lintOperations } from './operationLint';
import { lintLayouts } from './layoutLint';
import { lintMenuPlaces } from './menuHeadings';
import { didYouMean, lintFieldNames } from './nameLint';
import { lintRules } from './ruleLint';
import { lintSchemas } from './schemaLint';

/**
 * Every schema and resource file of a project folder, as "file: /json/path: what is wrong and
 * how to fix it". Resource modules come from the caller (a Vite glob: resource files may pull
 * in components that need Vite), keyed by their path ending in resources/<key>.ts.
 */
export function checkProject(root: string, modules: Record<string, unknown>): SchemaProblem[] {
  let set;
  try {
    set = loadSchemaSet(path.join(root, 'schemas'));
  } catch (e) {
    if (e instanceof SchemaError) return fromRepository(e.problems);
    throw e;
  }
  const problems: SchemaProblem[] = [];
  const configs: Record<string, ResourceConfig> = {};
  for (const [file, config] of Object.entries(modules)) {
    const name = `resources/${file.split('/').pop()}`;
    if (config && typeof config === 'object' && 'loadError' in config) {
      problems.push({ file: name, path: '', message: `файл не загружается: ${String(config.loadError)}` });
    } else if (!config || typeof config !== 'object' || !('schema' in config)) {
      problems.push({ file: name, path: '', message: 'нет export default defineResource({ schema, path, … })' });
    } else {
      configs[file] = config as ResourceConfig;
      for (const pointer of todoPointers(config))
        problems.push({
          file: name,
          path: pointer,
          message: 'осталась пометка TODO из заготовки: замените её настоящим текстом',
        });
    }
  }
  try {
    createCatalog(set, configs, { nameHint: didYouMean });
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    problems.push(...e.problems);
  }
  const keys = new Set(
    Object.keys(modules).map((f) =>
      f
        .split('/')
        .pop()!
        .replace(/\.tsx?$/, ''),
    ),
  );
  return fromRepository([
    ...problems,
    ...lintMenuPlaces(configs),
    ...lintSchemas(set, keys),
    ...lintRules(set),
    ...lintFieldNames(set),
    ...lintLayouts(set),
    ...lintFileFields(set),
    ...lintDeclaredKinds(set),
    ...lintOnDelete(set),
    ...lintOperations(set),
    ...lintActionIcons(set, configs),
    ...fixtureProblems(root, set),
  ]);
}

/**
 * The resource files of a project folder as checkProject takes them, each module's default
 * export under its path from the root (`/resources/<key>.ts`). A file that cannot be loaded is
 * a problem of its own, not a crash of the whole check.
 */
export async function loadResourceFiles(root: string): Promise<Record<string, unknown>> {
  const dir = path.join(root, 'resources');
  const modules: Record<string, unknown> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .sort()) {
    try {
      modules[`/resources/${file}`] = (
        (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown }
      ).default;
    } catch (e) {
      modules[`/resources/${file}`] = { loadError: String(e) };
    }
  }
  return modules;
}

/** Demo data (schemas/*.fixture.json) that would stop the server's first start, found before it. */
function fixtureProblems(root: string, set: Parameters<typeof checkFixtures>[2]): SchemaProblem[] {
  const dir = path.join(root, 'schemas');
  return checkFixtures(dir, fs.readdirSync(dir), set).map((p) => ({
    file: p.record ? `${p.file}, запись «${p.record}»` : p.file,
    path: p.path,
    message: p.message,
  }));
}

/** Schema files are named by the engine as they lie in schemas/: a path from the repository's root opens in an editor. */
function fromRepository(problems: SchemaProblem[]): SchemaProblem[] {
  return problems.map((p) => (p.file.includes('/') ? p : { ...p, file: `schemas/${p.file}` }));
}
