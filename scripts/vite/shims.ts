import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Library modules the console replaces for one importer only (src/shims/): react-admin's default
 * English catalogue (never used: the console passes its Russian provider) and the CSV converter
 * of react-admin's exporter (loaded on export). Other importers get the real modules, so the
 * shims can load them.
 */
const SHIMS: { source: string; importer: RegExp; shim: string }[] = [
  { source: 'ra-language-english', importer: /[\\/]react-admin[\\/]dist[\\/]defaultI18nProvider\.js$/, shim: 'src/shims/raLanguageEnglish.ts' },
  { source: 'jsonexport/dist/index.js', importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/, shim: 'src/shims/jsonexport.ts' },
];

export function libraryShims(): Plugin {
  return {
    name: 'kabinet:library-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = importer && SHIMS.find((s) => s.source === source && s.importer.test(importer));
      return match ? path.resolve(match.shim) : null;
    },
  };
}
