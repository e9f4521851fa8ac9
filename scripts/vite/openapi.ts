import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Publishes the contract with the build: dist/openapi.json, the OpenAPI 3.1 document of every call
 * the console makes, generated from the schemas and resource files and linted
 * (`npm run contract -- --openapi`, docs/contract.md#openapi). Written before the precompression,
 * so it is served compressed too; a lint error fails the build. It runs in its own tsx process,
 * as the other project scripts do: the resource files are TypeScript.
 */
export function openApiDocument(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kabinet:openapi',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const result = spawnSync(
          path.resolve('node_modules/.bin/tsx'),
          ['scripts/contract.ts', '--openapi', '--out', path.join(outDir, 'openapi.json')],
          { stdio: ['ignore', 'inherit', 'inherit'] },
        );
        if (result.status !== 0) throw new Error('Документ контракта (openapi.json) не прошёл проверку (см. выше)');
      },
    },
  };
}
