import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { CABINET_DOCUMENT } from '../../src/layout/constants.js';
import { CABINET_ENTRY, reachableChunks } from './cabinetChunk.js';

type Chunk = Rolldown.OutputChunk;

/** Files of the cabinet's static closure that the entry's own does not load already. */
export function cabinetPreloads(chunks: Chunk[], cabinetEntry: string): string[] {
  const cabinet = chunks.find((c) => c.facadeModuleId === cabinetEntry);
  if (!cabinet) throw new Error(`Страница кабинета: в сборке нет чанка ${cabinetEntry}`);
  const statically = (from: Chunk[]) => reachableChunks(chunks, from, (c) => c.imports);
  const entry = statically(chunks.filter((c) => c.isEntry));
  return [...statically([cabinet])].filter((c) => !entry.has(c)).map((c) => c.fileName);
}

/** The page with a modulepreload link for each file, after the ones it has. */
export function withModulePreloads(html: string, files: string[], base: string): string {
  if (!html.includes('</head>')) throw new Error('Страница кабинета: в index.html нет </head>');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The page a cabinet's address is answered with (so the first load asks for them sooner): index.html with
 * modulepreload links to the open cabinet's chunks. From index.html alone the browser learns
 * of them only once the entry chunk has downloaded and run (App loads the cabinet route
 * lazily); named in the page, they download alongside it. Lighthouse's simulated phone on the
 * campaigns list: LCP 4.1 → 3.7 s. The sign-in page and the cabinet list keep
 * index.html, and with it their budget: the server picks the page by address
 * (server/static.ts), as a platform's nginx can with one location rule.
 * Written beside index.html at the end of a build.
 */
export function cabinetDocument(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'kabinet:cabinet-document',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('Страница кабинета: в сборке нет index.html');
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const files = cabinetPreloads(chunks, path.resolve(root, CABINET_ENTRY));
      this.emitFile({
        type: 'asset',
        fileName: CABINET_DOCUMENT,
        source: withModulePreloads(String(index.source), files, base),
      });
    },
  };
}
