import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { Plugin } from 'vite';

/** react-admin's router adapter gets react-router-dom without the data router (see the module). */
function routerForAdmin(): Plugin {
  const shim = path.resolve('src/layout/reactRouterForAdmin.ts');
  return {
    name: 'kabinet:router-for-admin',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer?.replace(/\\/g, '/').includes('/ra-core/dist/routing/adapters/')) return shim;
      return null;
    },
  };
}

// The console is a static bundle; the reference API (server/) serves it from dist/.
// VITE_API_URL (build time) points it at a real platform instead of the same origin.
export default defineConfig({
  plugins: [react(), routerForAdmin()],
  build: { outDir: 'dist', manifest: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  // In `npm run dev`, API calls go to the reference API; everything with an Accept of JSON does
  // (the platform also has legacy paths outside /v2: /ssp, /storage, /campaign, /ban, …).
  server: {
    proxy: {
      '^/(?!src/|node_modules/|schemas/|resources/|@|assets/).*': {
        target: 'http://localhost:8080',
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
