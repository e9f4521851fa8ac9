// Flat config: the recommended rule sets, no type-aware rules (they need the TS program
// and would make `npm run lint` several times slower; `tsc --noEmit` already checks types).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // src/engine/generated/: written by scripts/gen-types.ts and gen-validators.ts (ajv's standalone code).
  globalIgnores(['dist/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', 'coverage/', 'src/engine/generated/']),

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

  // Unit and snapshot tests run under Vitest in jsdom, with Node's APIs too.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
]);
