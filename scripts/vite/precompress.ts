import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; a smaller file costs more in headers than it saves. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, once, at maximum
 * compression: the reference API sends them as they are (server/static.ts, @fastify/static's
 * preCompressed), so a first visit downloads about a quarter of the bytes without the server
 * compressing per request. A real platform's nginx can serve the same files (gzip_static,
 * brotli_static).
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => path.join(dir, file))
    .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
        gz(content, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gzipped);
    }),
  );
}

/** The build's own output, once written (the benches' baseline apps call precompressDir themselves). */
export function precompressedAssets(): Plugin {
  return {
    name: 'kabinet:precompressed-assets',
    apply: 'build',
    async writeBundle({ dir }) {
      if (dir) await precompressDir(dir);
    },
  };
}
