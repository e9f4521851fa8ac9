import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Resource files (resources/*.ts) are read with the shell: every resource's declaration is needed
 * to build the menu and the routes. Their own components (src/resourceComponents/**) are not: a dialog
 * of the agencies screen has no business in the first list's bundle. This transform keeps the
 * resource files plain declarations with ordinary imports, and rewrites each imported component
 * into a lazy one (src/engine/definition/lazyUi.tsx) whose module is loaded on first render.
 *
 * Only PascalCase names (components) can be made lazy; anything else imported from
 * src/resourceComponents (a helper called while the resource is declared) would drag its module back
 * into the shell, so it fails the build with the way out: a component plus `withProps`.
 * Registered in vite.config.ts and vitest.config.ts, so tests render what the browser renders.
 */
const IMPORT =
  /^import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]*resourceComponents\/[^'"]+)\3;?[ \t]*$/gm;
const OTHER_IMPORT = /^import\s+(?!type\s)(?!\{)[^;]*?from\s*['"][^'"]*resourceComponents\/[^'"]+['"]/m;
const COMPONENT = /^[A-Z][A-Za-z0-9]*$/;

/** The rewritten source of one resource file (exported for the transform's unit test). */
export function lazifyResourceImports(code: string, file: string, runtime: string): string {
  const other = OTHER_IMPORT.exec(code);
  if (other)
    throw new Error(`${file}: импорт из src/resourceComponents только по именам компонентов ({ Name }): «${other[0]}»`);
  let lazy = 0;
  const rewritten = code.replace(
    IMPORT,
    (statement, typeOnly: string | undefined, names: string, quote: string, from: string) => {
      if (typeOnly) return statement;
      const types: string[] = [];
      const consts: string[] = [];
      for (const raw of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        if (raw.startsWith('type ')) {
          types.push(raw.slice(5).trim());
          continue;
        }
        const [imported, local = imported] = raw.split(/\s+as\s+/).map((n) => n.trim());
        if (!COMPONENT.test(imported)) {
          throw new Error(
            `${file}: «${imported}» из ${from} — не компонент; ресурс получает из src/resourceComponents только компоненты ` +
              '(они грузятся лениво). Параметры передаются через withProps (src/engine/definition/withProps.tsx).',
          );
        }
        lazy += 1;
        consts.push(
          `const ${local} = lazyUi(() => import(${quote}${from}${quote}).then((m) => m.${imported}), ${JSON.stringify(imported)});`,
        );
      }
      return [
        ...(types.length ? [`import type { ${types.join(', ')} } from ${quote}${from}${quote};`] : []),
        ...consts,
      ].join('\n');
    },
  );
  if (!lazy) return code;
  return `import { lazyUi } from ${JSON.stringify(runtime)};\n${rewritten}`;
}

export function lazyResourceUi(): Plugin {
  let runtime = '';
  let resources = '';
  // A resource file is a .ts file directly in <root>/resources/.
  const isResourceFile = (id: string) => {
    const file = path.resolve(id.split('?')[0]);
    return path.dirname(file) === resources && file.endsWith('.ts');
  };
  return {
    name: 'kabinet:lazy-resource-ui',
    enforce: 'pre',
    configResolved(config) {
      runtime = path.resolve(config.root, 'src/engine/definition/lazyUi.tsx');
      resources = path.resolve(config.root, 'resources');
    },
    transform(code, id) {
      if (!isResourceFile(id)) return null;
      if (!code.includes('resourceComponents/')) return null;
      const relative = path
        .relative(path.dirname(id), runtime)
        .replace(/\\/g, '/')
        .replace(/\.tsx$/, '');
      return {
        code: lazifyResourceImports(code, id, relative.startsWith('.') ? relative : `./${relative}`),
        map: null,
      };
    },
  };
}
