import type { Db } from '../db';

/**
 * The interaction events of the video player's interactive elements (docs/product.md#calls
 * /v2/playerconfig/statistics/campaigns/{id}/offers|logo|overlay|microsite): what the player
 * counted, per creative, element item and day. They are facts, not schema records (no CRUD,
 * tens of thousands of rows), so they have a table of their own, created by whoever needs it
 * first (the seed or the routes). A creative is interactive when it is a video creative with a
 * player configuration (videoData.playerConfigId).
 */
export const INTERACTIVE_KINDS = ['offers', 'logo', 'overlay', 'microsite'] as const;
export type InteractiveKind = (typeof INTERACTIVE_KINDS)[number];

/** Russian names of the kinds: sheet names and the «Элемент» column of the exports. */
export const KIND_TITLES: Record<InteractiveKind, string> = {
  offers: 'Офферы',
  logo: 'Логотип',
  overlay: 'Оверлей',
  microsite: 'Микросайт',
};

const PLAYER_EVENTS_TABLE = `
CREATE TABLE IF NOT EXISTS player_events (
  campaign_id TEXT NOT NULL,
  creative_id TEXT NOT NULL,
  kind        TEXT NOT NULL,
  item        TEXT NOT NULL,
  day         TEXT NOT NULL,
  views       INTEGER NOT NULL,
  clicks      INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, kind, creative_id, item, day)
);`;

export function ensurePlayerEvents(db: Db): void {
  db.exec(PLAYER_EVENTS_TABLE);
}

export interface PlayerEvent {
  creativeId: string;
  kind: InteractiveKind;
  item: string;
  day: string;
  views: number;
  clicks: number;
}

export function insertPlayerEvents(db: Db, campaignId: string, events: PlayerEvent[]): void {
  const insert = db.prepare(
    'INSERT INTO player_events (campaign_id, creative_id, kind, item, day, views, clicks) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const e of events) insert.run(campaignId, e.creativeId, e.kind, e.item, e.day, e.views, e.clicks);
}

export interface Figures {
  views: number;
  clicks: number;
  ctr: number;
}

/** CTR in percent with two decimals; 0 when nothing was shown (docs/product.md#validation percentage helper). */
const withCtr = (views: number, clicks: number): Figures => ({
  views,
  clicks,
  ctr: views > 0 ? Math.round((clicks / views) * 10_000) / 100 : 0,
});

export interface KindStatistics {
  total: Figures;
  days: ({ date: string } & Figures)[];
  items: ({ creativeId: string; item: string } & Figures)[];
}

/** Sums of one kind of a campaign over [fromDay, toDay] (local calendar days), optionally of one creative. */
export function kindStatistics(
  db: Db,
  campaignId: string,
  kind: InteractiveKind,
  fromDay: string,
  toDay: string,
  creativeId?: string,
): KindStatistics {
  const where = `campaign_id = ? AND kind = ? AND day BETWEEN ? AND ?${creativeId ? ' AND creative_id = ?' : ''}`;
  const args = [campaignId, kind, fromDay, toDay, ...(creativeId ? [creativeId] : [])];
  type Sum = { views: number; clicks: number };
  const days = db
    .prepare(
      `SELECT day, SUM(views) AS views, SUM(clicks) AS clicks FROM player_events WHERE ${where} GROUP BY day ORDER BY day`,
    )
    .all(...args) as (Sum & { day: string })[];
  const items = db
    .prepare(
      `SELECT creative_id, item, SUM(views) AS views, SUM(clicks) AS clicks FROM player_events WHERE ${where}
    GROUP BY creative_id, item ORDER BY creative_id, item`,
    )
    .all(...args) as (Sum & { creative_id: string; item: string })[];
  const views = days.reduce((s, d) => s + d.views, 0);
  const clicks = days.reduce((s, d) => s + d.clicks, 0);
  return {
    total: withCtr(views, clicks),
    days: days.map((d) => ({ date: d.day, ...withCtr(d.views, d.clicks) })),
    items: items.map((i) => ({ creativeId: i.creative_id, item: i.item, ...withCtr(i.views, i.clicks) })),
  };
}
