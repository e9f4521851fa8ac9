import { rngOf } from './random';
import { DOMAIN_WORDS, DOMAIN_ZONES } from './siteNames';

/** The places (bundles or domains) a campaign was shown on, with numbers: the reference API's stand-in. */
const BUNDLE_WORDS = [
  'puzzle',
  'weather',
  'news',
  'taxi',
  'music',
  'recipes',
  'fitness',
  'chess',
  'maps',
  'books',
  'radio',
  'cinema',
  'sudoku',
  'shop',
  'bank',
  'kids',
];
const BUNDLE_VENDORS = [
  'ru.mobilnye',
  'com.gamestudio',
  'ru.poleznoe',
  'com.tochka',
  'ru.ezhednevnik',
  'com.severapps',
];
export interface PlacementRow {
  name: string;
  impressions: number;
  clicks: number;
  ctr: number;
  banned: boolean;
}

export function campaignPlacements(campaignId: string, kind: 'bundle' | 'domain'): Omit<PlacementRow, 'banned'>[] {
  const rng = rngOf(`${campaignId}:${kind}`);
  const names = new Set<string>();
  const count = rng.int(35, 70);
  while (names.size < count) {
    names.add(
      kind === 'bundle'
        ? `${rng.pick(BUNDLE_VENDORS)}.${rng.pick(BUNDLE_WORDS)}${rng.chance(0.4) ? rng.int(2, 9) : ''}`
        : `${rng.pick(DOMAIN_WORDS)}${rng.chance(0.3) ? `-${rng.pick(DOMAIN_WORDS)}` : ''}${rng.pick(DOMAIN_ZONES)}`,
    );
  }
  return [...names].map((name) => {
    const impressions = rng.int(50, 120_000);
    const clicks = Math.round((impressions * rng.int(1, 40)) / 1000);
    return { name, impressions, clicks, ctr: impressions ? Math.round((clicks / impressions) * 10000) / 100 : 0 };
  });
}
