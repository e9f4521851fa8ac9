import type { RequestFn } from './index';

/** Body of the three forecast calls (schemas/forecastRequest.schema.json). */
export type ForecastRequest = Record<string, unknown>;

export interface ForecastDay { date: string; available: number; impressions: number; clicks: number; spend: number }

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

/** The traffic forecast calls of docs/product.md#calls (tools/forecast). */
export function forecastCalls(request: RequestFn) {
  const post = async <T>(path: string, body: ForecastRequest, signal?: AbortSignal) =>
    (await request<T>(path, { method: 'POST', body, signal })).data;
  return {
    getForecast: (body: ForecastRequest, signal?: AbortSignal) => post<Forecast>('/v2/campaigns/forecast', body, signal),
    getBidInfo: (body: ForecastRequest, signal?: AbortSignal) => post<BidInfo>('/v2/forecast/bid-info', body, signal),
    getMinimalCpm: (body: ForecastRequest, signal?: AbortSignal) =>
      post<{ minimalCpm: number; currency: string }>('/v2/campaigns/minimalcpm', body, signal),
  };
}
