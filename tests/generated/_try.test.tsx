import { it } from 'vitest';
import { catalog } from '../../src/engine/load';
import { viewOutline, type View } from './snapshotViews';
const keys = (process.env.KEYS ?? 'accounts').split(',');
for (const key of keys) for (const view of (process.env.VIEWS ?? 'list,create,edit,show').split(',') as View[]) {
  it(`${key} ${view}`, async () => {
    const def = catalog.resources.find((d) => d.key === key)!;
    const t = performance.now();
    const o = await viewOutline(def, view);
    console.log(`===== ${key} ${view} (${(performance.now() - t).toFixed(0)} ms)\n${o}`);
  });
}
