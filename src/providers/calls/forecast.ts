import type { RequestFn } from './index';

/** Body of the three forecast calls (schemas/forecastRequest.schema.json). */
export type ForecastRequest = Record<string, unknown>;

export type { BidInfo, Forecast } from '../../domain/forecastAnswer';
import type { BidInfo, Forecast } from '../../domain/forecastAnswer';

/** The traffic forecast calls of docs/product.md#calls (tools/forecast). */
export function forecastCalls(request: RequestFn) {
  const post = async <T>(path: string, body: ForecastRequest, signal?: AbortSignal) =>
    (await request<T>(path, { method: 'POST', body, signal })).data;
  return {
    getForecast: (body: ForecastRequest, signal?: AbortSignal) =>
      post<Forecast>('/v2/campaigns/forecast', body, signal),
    getBidInfo: (body: ForecastRequest, signal?: AbortSignal) => post<BidInfo>('/v2/forecast/bid-info', body, signal),
    getMinimalCpm: (body: ForecastRequest, signal?: AbortSignal) =>
      post<{ minimalCpm: number; currency: string }>('/v2/campaigns/minimalcpm', body, signal),
  };
}
