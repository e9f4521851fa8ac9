import type { RequestFn } from './index';

/** PUT /banners/rate (server/routes/bannersRate.ts checks its body): one CPM for creatives of one campaign. */
export interface BannersRate {
  banners: string[];
  campaign: string;
  rate: number;
}

export function bannersRateCalls(request: RequestFn) {
  return {
    /** The creatives changed and their count; all or none. */
    async rateBanners(body: BannersRate): Promise<{ ids: string[]; affectedCount: number }> {
      return (await request<{ ids: string[]; affectedCount: number }>('/banners/rate', { method: 'PUT', body })).data;
    },
  };
}
