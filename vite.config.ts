import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { Plugin } from 'vite';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bootLoaderInIndexHtml } from './scripts/vite/bootLoader.js';
import { cabinetChunk, planning } from './scripts/vite/cabinetChunk.js';
import { cabinetDocument } from './scripts/vite/cabinetDocument.js';
import { DEV_API_PORT_ENV, devLoop } from './scripts/vite/devLoop.js';
import { HASH_ONLY_NAMES, UI_CORE } from './scripts/vite/chunks.js';
import { leanSchemas } from './scripts/vite/leanSchemas.js';
import { libraryShims } from './scripts/vite/shims.js';
import { openApiDocument } from './scripts/vite/openapi.js';
import { precompressedAssets } from './scripts/vite/precompress.js';
import { enabled } from './scripts/vite/switches.js';

/** react-admin's router adapter gets react-router-dom without the data router (see the module). */
function routerForAdmin(): Plugin {
  const shim = path.resolve('src/layout/reactRouterForAdmin.ts');
  return {
    name: 'kabinet:router-for-admin',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer?.replace(/\\/g, '/').includes('/ra-core/dist/routing/adapters/'))
        return shim;
      return null;
    },
  };
}

/**
 * Project scripts run in their own tsx process: imported here, Vite's config loader would walk
 * their extensionless TypeScript imports and warn on every build.
 */
function runScript(args: string[], stdio: 'inherit' | 'pipe' = 'inherit'): { ok: boolean; output: string } {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), args, {
    stdio: ['ignore', stdio, stdio],
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * The bundle budgets (docs/performance.md): after every build, a table of the gzipped JS each
 * first screen loads; a broken budget fails `npm run build` naming the chunk, size and budget.
 */
function bundleBudgets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kabinet:bundle-budgets',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      if (!runScript(['scripts/bundleBudget.ts', outDir]).ok) throw new Error('Бюджеты сборки превышены (см. выше)');
    },
  };
}

// The console is a static bundle; the reference API (server/) serves it from dist/.
// VITE_API_URL (build time) points it at a real platform instead of the same origin.
export default defineConfig({
  // Each first-load mechanism can be turned off alone to measure it (scripts/vite/switches.ts).
  plugins: [
    react(),
    libraryShims(),
    // The types and validators follow the schemas in a plain `vite`; `npm run dev` (scripts/dev.ts)
    // brings its own loop, which restarts the API and reloads the pages too.
    !process.env[DEV_API_PORT_ENV] && devLoop(),
    enabled('routerForAdmin') && routerForAdmin(),
    enabled('leanSchemas') && leanSchemas(),
    enabled('bootLoader') && bootLoaderInIndexHtml(),
    // A build first plans its cabinet chunk with a build of its own, which writes nothing.
    enabled('cabinetChunk') && cabinetChunk(fileURLToPath(import.meta.url)),
    ...(planning()
      ? []
      : [enabled('cabinetDocument') && cabinetDocument(), openApiDocument(), precompressedAssets(), bundleBudgets()]),
  ],
  resolve: {
    // react-router's package exports point every bundler at its development build (warnings,
    // invariant texts); the console ships its production build.
    alias: [
      { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
      {
        find: /^react-router\/dom$/,
        replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
      },
      // react-admin imports lodash's CommonJS modules one by one ('lodash/get.js'); their ES
      // twins in lodash-es (the same version) are scope-hoisted with the rest (~1 KB of gzip).
      ...(enabled('lodashEs')
        ? [{ find: /^lodash\/(\w+)(\.js)?$/, replacement: `${path.resolve('node_modules/lodash-es')}/$1.js` }]
        : []),
    ],
  },
  // `npm run dev` pre-bundles the libraries without the plugins above: the library shims join the
  // pre-bundling too, so development runs the same library code as the build.
  optimizeDeps: { rolldownOptions: { plugins: [libraryShims()] } },
  // Workers are ES modules: the import's worker loads the one precompiled validator it needs
  // (src/import/import.worker.ts), which a classic worker's single file could not.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Every browser the console supports preloads modules natively; the polyfill is dead weight
    // in the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        ...HASH_ONLY_NAMES,
        codeSplitting: { groups: enabled('uiCore') ? [{ name: 'ui-core', test: UI_CORE }] : [] },
      },
    },
  },
  // In `npm run dev`, API calls go to the reference API; everything with an Accept of JSON does
  // (the platform also has legacy paths outside /v2: /ssp, /storage, /campaign, /ban, …).
  server: {
    proxy: {
      '^/(?!src/|node_modules/|schemas/|resources/|@|assets/).*': {
        target: `http://localhost:${process.env[DEV_API_PORT_ENV] ?? 8080}`,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
