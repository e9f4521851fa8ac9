/** What the forecast calls answer: the console draws it, the reference API's model (server/forecastModel.ts) computes it. */

export interface ForecastDay {
  date: string;
  available: number;
  impressions: number;
  clicks: number;
  spend: number;
}

/**
 * POST /v2/campaigns/forecast: figures per day and in total at the bid (cpm). The reference
 * API's model (server/forecastModel.ts) answers with these types too.
 */
export interface Forecast {
  currency: string;
  cpm: number;
  minimalCpm: number;
  recommendedCpm: number;
  /** Percent of auctions won at cpm. */
  winRate: number;
  days: ForecastDay[];
  totals: { available: number; impressions: number; clicks: number; spend: number; reach: number; ctr: number };
  ssps: { sysname: string; name: string; impressions: number }[];
}

/** POST /v2/forecast/bid-info: the win rate and daily impressions along a range of bids. */
export interface BidInfo {
  currency: string;
  minimalCpm: number;
  recommendedCpm: number;
  /** Win rate (percent) and daily impressions along a range of bids, from the floor up. */
  points: { cpm: number; winRate: number; impressionsDaily: number }[];
}
