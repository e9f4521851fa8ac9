import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * One chunk for what only the open cabinet needs (a smaller, faster first load).
 *
 * Left to itself, the bundler cuts the cabinet's code into ~50 chunks, one per set of lazy screens
 * that share a module. But every lazy screen is opened from inside the cabinet, so its chunk is
 * always loaded by then: the cut buys nothing, and costs the first list ~50 requests queued on
 * the browser's six connections and ~22 KB of gzip that small files compress worse (Lighthouse
 * desktop 94–97 → 98, mobile 54–56 → 62–64, 74 → 26 requests).
 *
 * Which modules those are is only known after tree-shaking (react-admin's barrel files put every
 * module it exports in the static import graph), so the build plans first: a build that writes
 * nothing, whose chunks say what the cabinet's static closure holds. Taken out is everything the
 * pages outside the cabinet (sign-in, the cabinet list, password reset, errors) load, statically
 * or lazily: those keep their own chunks and the sign-in page its budget. What is left can only
 * be needed once the cabinet is open; the real build puts it in one group, without the group's
 * dependencies (they are shared chunks the cabinet imports, never the other way round, so no
 * chunk cycle can arise).
 */

/** Set while the plan's own build runs, so that it plans nothing and checks no budget. */
const PLANNING = 'KABINET_CHUNK_PLAN';
export const planning = (): boolean => process.env[PLANNING] === '1';

/** The name of the cabinet's chunk (its group). */
export const CABINET_GROUP = 'cabinet';

/** The cabinet's route module (src/App.tsx loads it lazily); it stays its own small entry chunk. */
export const CABINET_ENTRY = 'src/layout/CabinetAdmin.tsx';

type Chunk = Rolldown.OutputChunk;

/** The chunks reached from `from` through the imports `follow` names (static, lazy or both). */
export function reachableChunks(chunks: Chunk[], from: Chunk[], follow: (c: Chunk) => string[]): Set<Chunk> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const visit = (c: Chunk) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const file of follow(c)) visit(byFile.get(file)!);
  };
  from.forEach(visit);
  return seen;
}

/** The modules only the open cabinet needs, from a chunked bundle (exported for its unit test). */
export function cabinetOnlyModules(chunks: Chunk[], cabinetEntry: string): Set<string> {
  const cabinet = chunks.find((c) => c.facadeModuleId === cabinetEntry);
  if (!cabinet) throw new Error(`Разбиение на чанки: в сборке нет чанка ${cabinetEntry}`);
  // Everything a page outside the cabinet may load: static and lazy imports, not into the cabinet.
  const outside = reachableChunks(
    chunks,
    chunks.filter((c) => c.isEntry),
    (c) => [...c.imports, ...c.dynamicImports].filter((f) => f !== cabinet.fileName),
  );
  const modules = new Set<string>();
  for (const c of reachableChunks(chunks, [cabinet], (chunk) => chunk.imports)) {
    if (!outside.has(c)) c.moduleIds.forEach((id) => modules.add(id));
  }
  modules.delete(cabinetEntry);
  return modules;
}

/** The sign-in page's module (src/App.tsx loads it lazily). */
export const SIGN_IN_PAGE = 'src/pages/signIn/LoginPage.tsx';

/**
 * The modules the open cabinet loads at once that pages outside it load too, but the sign-in page
 * does not (MUI's menus, lists, dialogs and drawer: the cabinet list and the error pages use them).
 * Left to itself the bundler gives each set of pages sharing them a chunk of its own: seven files
 * of 1–17 KB on the cabinet's first load, each a request on a phone's six HTTP/1.1 connections.
 * One chunk instead; the sign-in page does not load it.
 */
export function sharedAfterSignInModules(chunks: Chunk[], cabinetEntry: string, signInPage: string): Set<string> {
  const cabinet = chunks.find((c) => c.facadeModuleId === cabinetEntry)!;
  const statically = (from: Chunk[]) => reachableChunks(chunks, from, (c) => c.imports);
  const signIn = statically(chunks.filter((c) => c.isEntry || c.facadeModuleId === signInPage));
  const cabinetOnly = cabinetOnlyModules(chunks, cabinetEntry);
  const modules = new Set<string>();
  for (const c of statically([cabinet])) {
    if (c === cabinet || signIn.has(c)) continue;
    c.moduleIds.filter((id) => !cabinetOnly.has(id)).forEach((id) => modules.add(id));
  }
  return modules;
}

/** Builds once without writing and returns the modules for the cabinet's chunk. */
async function planCabinetChunk(configFile: string, root: string): Promise<[Set<string>, Set<string>]> {
  process.env[PLANNING] = '1';
  try {
    const output = await build({ configFile, root, logLevel: 'silent', build: { write: false, manifest: false } });
    const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((o) =>
      o.output.filter((item): item is Chunk => item.type === 'chunk'),
    );
    const entry = path.resolve(root, CABINET_ENTRY);
    const signIn = path.resolve(root, SIGN_IN_PAGE);
    return [cabinetOnlyModules(chunks, entry), sharedAfterSignInModules(chunks, entry, signIn)];
  } finally {
    delete process.env[PLANNING];
  }
}

/** The build's plan and group (vite.config.ts passes its own file, which the plan builds with). */
export function cabinetChunk(configFile: string): Plugin {
  return {
    name: 'kabinet:cabinet-chunk',
    apply: (_config, { command }) => command === 'build' && !planning(),
    async config(config) {
      const [modules, shared] = await planCabinetChunk(configFile, path.resolve(config.root ?? process.cwd()));
      // Added to the config's own groups (Vite concatenates arrays when it merges).
      const cabinet = {
        name: CABINET_GROUP,
        test: (id: string) => modules.has(id),
        includeDependenciesRecursively: false,
      };
      const afterSignIn = {
        name: 'after-sign-in',
        test: (id: string) => shared.has(id),
        includeDependenciesRecursively: false,
      };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [cabinet, afterSignIn] } } } } };
    },
  };
}
