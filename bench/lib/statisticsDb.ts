import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { hashPassword } from '../../server/passwords';
import { ensureStatisticFacts, FACTS_MODULE, generateStatisticFacts } from '../../server/statistics/facts';

/** A year of hourly facts. */
export const STATISTICS_DAYS = 365;
/**
 * Copies of every seeded campaign (with its creatives): the demo's 220 campaigns and ~230
 * approved creatives become ~1 750 and ~1 850, a mid-size advertising platform. With the demo's
 * 10 SSPs, audiences and sites that is over 5 million hourly fact rows over the year (7 copies
 * gave 4.86 M, short of the budget's 5 M).
 */
export const STATISTICS_COPIES = 8;

/**
 * A data dir with the demo data, its campaigns and creatives copied STATISTICS_COPIES times
 * (same owners, accounts, targeting and run statuses, their own ids and names), and a year of
 * hourly facts up to now written by the same generator as the demo's 30 days. Written straight
 * through the store in transactions; about a minute on these machines.
 */
export async function statisticsDatabase(
  copies = STATISTICS_COPIES,
  days = STATISTICS_DAYS,
): Promise<{ dir: string; rows: number; secondAdmin: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-stats-bench-'));
  const app = buildServer({ dataDir: dir, seed: true });
  await app.ready();
  const ctx = app.kabinet;
  const { store, db } = ctx;
  const campaigns = store.all('campaign');
  const creatives = store.all('creative');
  const now = new Date().toISOString();
  let serial = 0;
  const newId = () => (0x5ca1e0000000 + serial++).toString(16).padStart(24, '0');
  db.transaction(() => {
    for (let copy = 1; copy < copies; copy++) {
      for (const campaign of campaigns) {
        const id = newId();
        store.insert(
          'campaign',
          id,
          campaign.cabinetId,
          { ...campaign.data, name: `${String(campaign.data.name)} · ${copy + 1}` },
          now,
        );
        for (const creative of creatives.filter((c) => c.data.campaignId === campaign.id)) {
          store.insert(
            'creative',
            newId(),
            creative.cabinetId,
            { ...creative.data, campaignId: id, name: `${String(creative.data.name)} · ${copy + 1}` },
            now,
          );
        }
      }
    }
  })();
  // The facts' indexes are built once after the rows: faster than keeping them up to date per row.
  db.exec('DROP INDEX IF EXISTS statistic_facts_hour; DROP INDEX IF EXISTS statistic_facts_account');
  const rows = db.transaction(() => {
    const n = generateStatisticFacts(ctx, new Date(), days);
    db.prepare('INSERT OR REPLACE INTO seeded (module, seeded_at) VALUES (?, ?)').run(`${FACTS_MODULE}:filled`, now);
    return n;
  })();
  ensureStatisticFacts(db);
  // A second user of the admin cabinet (the limit of heavy reports is per user), password = login.
  const secondAdmin = db
    .prepare(
      `SELECT c.user_id AS id, c.login FROM credentials c JOIN user_cabinets u ON u.user_id = c.user_id
    JOIN cabinets k ON k.id = u.cabinet_id WHERE k.type = 'admin' AND c.login <> 'admin' LIMIT 1`,
    )
    .get() as { id: string; login: string };
  db.prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?').run(
    hashPassword(secondAdmin.login),
    secondAdmin.id,
  );
  db.pragma('wal_checkpoint(TRUNCATE)');
  await app.close();
  return { dir, rows, secondAdmin: secondAdmin.login };
}
