// Flat config: the recommended rule sets, no type-aware rules (they need the TS program
// and would make `npm run lint` several times slower; `tsc --noEmit` already checks types).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What a resource (its file and its components) may not import: the engine's insides, other pages. */
const RESOURCE_BOUNDARIES = [
  {
    regex: '(^|/)engine/(?!(index|actions|definition)$)',
    message:
      'Ресурс берёт из движка только его публичный API: src/engine (index.ts), src/engine/actions или src/engine/definition (docs/architecture.md#boundaries).',
  },
  {
    regex: '(^|/)src/pages/|^\\.\\./\\.\\./pages/',
    message:
      'Компоненты ресурса не импортируют отдельные страницы (src/pages); общие правила — в src/domain (docs/architecture.md#boundaries).',
  },
];

export default defineConfig([
  // src/engine/generated/: written by scripts/gen-types.ts and gen-validators.ts (ajv's standalone code).
  globalIgnores([
    'dist/',
    'node_modules/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'src/engine/generated/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names: `_`-prefixed arguments and rest siblings (`{ id, ...rest }`) are intentional.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // The console runs in the browser. react-hooks 7's recommended set includes the React
  // Compiler's checks (refs, set-state-in-effect, purity, …) as errors; the tree passes them.
  // If one ever flags a working idiom, downgrade that rule to 'warn' here rather than fork code.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // The reference API, scripts, benchmarks, configs and browser tests run in Node.
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'tests/e2e/**', '*.config.{js,ts}', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  // Boundaries (docs/architecture.md#boundaries). A resource (its file in resources/ and its
  // components in src/resourceComponents/) uses the engine through its public API only: src/engine
  // (index.ts), the light src/engine/actions (the action button and failure texts, for a button
  // of the first list) and src/engine/definition (what a resource file declares with).
  {
    files: ['src/resourceComponents/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: RESOURCE_BOUNDARIES }] },
  },
  // A resource file is read with the shell: its own components come in lazily (lazyExport), never
  // by a static import that would carry their modules into the first load.
  {
    files: ['resources/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RESOURCE_BOUNDARIES,
            {
              regex: 'resourceComponents/',
              message:
                "Компоненты ресурса подключаются лениво: const X = lazyExport(() => import('../src/resourceComponents/…'), 'X') (docs/architecture.md#boundaries).",
            },
          ],
        },
      ],
    },
  },

  // The reference API may take from src/ only what has no console in it: the domain rules
  // (src/domain) and the schema core (src/engine/schema, analyse.ts, fieldKinds.ts).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!domain/|engine/schema(/|$)|engine/analyse$|engine/fieldKinds$)',
              message:
                'Сервер импортирует из src только src/domain и ядро схем (src/engine/schema, analyse.ts, fieldKinds.ts); правило, нужное обеим сторонам, переносится в src/domain (docs/architecture.md#boundaries).',
            },
          ],
        },
      ],
    },
  },

  // Domain rules are plain code both sides run: nothing outside src/domain (no React, no console, no server).
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'src/domain не импортирует ничего вне src/domain: его правила выполняют и консоль, и сервер.',
            },
          ],
          paths: ['react', 'react-admin', '@mui/material', 'fastify', 'better-sqlite3'].map((name) => ({
            name,
            message: 'src/domain — простой код без React и без сервера.',
          })),
        },
      ],
    },
  },

  // Unit and snapshot tests run under Vitest in jsdom, with Node's APIs too.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
]);
