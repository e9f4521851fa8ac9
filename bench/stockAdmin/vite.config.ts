import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The stock react-admin app of the Lighthouse comparison (bench/lighthouse.bench.ts): Vite's
 * defaults and React's plugin, nothing of the console's (no shims, no chunking rules, no breaks).
 * Served by the reference API under /stock/, beside the console.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/stock/',
  plugins: [react()],
  logLevel: 'warn',
});
