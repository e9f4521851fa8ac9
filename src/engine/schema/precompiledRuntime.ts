import * as equalModule from 'ajv/dist/runtime/equal';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { fullFormats } from 'ajv-formats/dist/formats';
import { FORMAT_CHECKS } from './formats';

/**
 * What the generated validators (scripts/gen-validators.ts) call besides their own code.
 *
 * The formats: ajv-formats' own, and ours (formats.ts) in the shape ajv registered them,
 * `{ type, validate }`, so the generated calls (`.validate(…)`, `.test(…)`) fit.
 */
export const formats: Record<string, unknown> = {
  email: fullFormats.email,
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
  uri: fullFormats.uri,
  ...Object.fromEntries(Object.entries(FORMAT_CHECKS).map(([name, validate]) => [name, { type: 'string', validate }])),
};

/**
 * The function a CommonJS module exports as `default`. Bundlers disagree on what a default
 * import of one gives (module.exports or exports.default: the console's build and Vitest
 * differ), so take whichever is the function.
 */
function defaultFunction<T>(module: unknown): T {
  let value = module as { default?: unknown } | undefined;
  for (let depth = 0; depth < 3 && typeof value !== 'function' && value?.default !== undefined; depth++) {
    value = value.default as { default?: unknown };
  }
  if (typeof value !== 'function') throw new Error('ajv runtime: a default export is not a function');
  return value as T;
}

/** ajv's run-time helpers the generated code uses: `require("ajv/dist/runtime/<name>").default`. */
export const runtime = {
  equal: defaultFunction<(a: unknown, b: unknown) => boolean>(equalModule),
  ucs2length: defaultFunction<(s: string) => number>(ucs2lengthModule),
};
