import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';
import fs from 'node:fs';
export default mergeConfig(base, defineConfig({
  plugins: [{
    name: 'dump', generateBundle(_o, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') {
        const agg: Record<string, number> = {};
        for (const [id, m] of Object.entries(c.modules)) {
          const key = id.replace(/.*node_modules\//, '').replace(/.*bundle\//, '');
          agg[key] = (agg[key] ?? 0) + m.renderedLength;
        }
        out[f] = agg;
      }
      fs.writeFileSync('/tmp/modules.json', JSON.stringify(out, null, 1));
    },
  }],
}));
