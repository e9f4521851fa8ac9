import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { Random } from '../../server/seed/random';

export const BIG_CAMPAIGNS = 100_000;

/**
 * A data dir with the demo data plus enough campaigns to reach `count`: copies of the seeded
 * ones (same owners, accounts and shapes) with their own ids, names and run statuses, written
 * straight through the store in one transaction (the API would take minutes to validate them).
 */
export async function bigDatabase(count = BIG_CAMPAIGNS): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-'));
  const app = buildServer({ dataDir: dir, seed: true });
  await app.ready();
  const { store, db } = app.kabinet;
  const seeded = store.all('campaign');
  const random = new Random(7);
  const statuses = ['active', 'paused', 'stopped'];
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = seeded.length; i < count; i++) {
      const source = seeded[i % seeded.length];
      const id = (0xbe0000000000 + i).toString(16).padStart(24, '0');
      const data = {
        ...source.data,
        name: `${source.data.name as string} №${random.int(1, 999_999)}`,
        status: random.pick(statuses),
      };
      store.insert('campaign', id, source.cabinetId, data, now);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  await app.close();
  return dir;
}
