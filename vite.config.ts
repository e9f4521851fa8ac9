import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static bundle; the reference API (server/) serves it from dist/.
// VITE_API_URL (build time) points it at a real platform instead of the same origin.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', manifest: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/v2': 'http://localhost:8080', '/password': 'http://localhost:8080' } },
});
