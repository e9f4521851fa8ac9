import type { ValidatorLoaders } from './schema/precompiled';

/**
 * The loaders of the precompiled validators (scripts/gen-validators.ts), one lazy chunk each,
 * by schema `$id`. This map is a lazy chunk of its own, loaded with the first form's validator:
 * the shell, which validates nothing, carries one import instead of one per schema.
 */
const modules = import.meta.glob<{ default: never }>(
  '/src/engine/generated/validators/*.js',
) as unknown as ValidatorLoaders;

export const validatorLoaders: ValidatorLoaders = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.js$/, ''), load]),
);
