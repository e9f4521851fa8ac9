import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { libraryShims } from './scripts/vite/shims.js';

const SERVER_TESTS = 'tests/unit/server/**/*.test.ts';
/**
 * Console tests of modules that keep no state a test could leave behind (parsers, converters, the
 * build's scripts, the project's checks): a worker keeps their modules loaded from one file to the
 * next. The screens' tests stay isolated: they count on lazily loaded modules of their own.
 */
const SHARED_TESTS = [
  'tests/unit/domain/**/*.test.{ts,tsx}',
  'tests/unit/export/**/*.test.{ts,tsx}',
  'tests/unit/i18n/**/*.test.{ts,tsx}',
  'tests/unit/import/**/*.test.{ts,tsx}',
  'tests/unit/scripts/**/*.test.{ts,tsx}',
  'tests/unit/shims/**/*.test.{ts,tsx}',
  'tests/unit/variants/**/*.test.{ts,tsx}',
  'tests/check/**/*.test.{ts,tsx}',
  'tests/unit/engine/schema/**/*.test.{ts,tsx}',
];

export default defineConfig({
  // The same lazy resource components and library shims as the build (scripts/vite/).
  plugins: [react(), libraryShims()],
  test: {
    // react-admin's views go through the shims' resolver, as in the build (its list toolbar's
    // filter form: src/shims/filterForm.tsx); other packages load as they are.
    server: { deps: { inline: [/[\\/](react-admin|ra-ui-materialui)[\\/]/] } },
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    reporters: ['default', './tests/slowestTests.ts'],
    testTimeout: 30000,
    // Server tests seed a database in beforeAll: seconds when the machine is idle, more than
    // Vitest's 10 s default when it is shared and loaded (seen at load average 10).
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on CI's 2 cores that is one worker and
    // the suite took 269 s; the files are independent (each server test has its own database
    // file), so every core works: 131 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          // Each server test builds its own server over its own database and keeps no state in
          // modules, so a worker keeps the server's modules loaded from one file to the next
          // instead of importing Fastify, ajv and the schemas again: 37 % less CPU for these
          // files (72 against 115 s, measured one after the other on the same machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'shared', include: SHARED_TESTS, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/generated/**/*.test.{ts,tsx}',
            'tests/check/**/*.test.{ts,tsx}',
          ],
          exclude: [SERVER_TESTS, ...SHARED_TESTS],
        },
      },
    ],
  },
});
