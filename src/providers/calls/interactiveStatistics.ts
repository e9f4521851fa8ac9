import type { RequestFn } from './index';
import { XLSX_TYPE } from '../../engine/schema/files';

/** The interactive elements of the video player (docs/product.md#calls offers|logo|overlay|microsite). */
export const INTERACTIVE_KINDS = ['offers', 'logo', 'overlay', 'microsite'] as const;
export type InteractiveKind = (typeof INTERACTIVE_KINDS)[number];

/** GET /v2/playerconfig/statistics/campaigns: a campaign with interactive creatives. */
export interface InteractiveCampaign {
  id: string;
  name: string;
  accountId?: string;
  dates: { start?: string; end?: string };
  creatives: { id: string; name: string; playerConfigId: string; playerConfigName: string }[];
}

export interface StatFigures {
  views: number;
  clicks: number;
  ctr: number;
}

/** GET /v2/playerconfig/statistics/campaigns/{id}/{kind}: one kind's figures over the period. */
export interface KindStatistics {
  campaignId: string;
  campaignName: string;
  kind: InteractiveKind;
  creativeId?: string;
  period: { start: string; end: string };
  total: StatFigures;
  days: ({ date: string } & StatFigures)[];
  items: ({ creativeId: string; creativeName: string; item: string } & StatFigures)[];
}

/** The period and, optionally, one creative: dates as YYYY-MM-DD in the caller's zone. */
export interface StatisticsQuery {
  start?: string;
  end?: string;
  creativeId?: string;
}

const query = (q: StatisticsQuery) => ({
  startTimeISO: q.start || undefined,
  endTimeISO: q.end || undefined,
  // Minutes east of UTC, as docs/product.md#calls date lists expect.
  offsetTime: -new Date().getTimezoneOffset(),
  creativeId: q.creativeId || undefined,
});
const base = (campaignId: string, kind: InteractiveKind) =>
  `/v2/playerconfig/statistics/campaigns/${encodeURIComponent(campaignId)}/${kind}`;

/** Main and interactive statistics calls (docs/product.md#calls "Interactive stats"); the extra statistics CRUD is the generic one. */
export function interactiveStatisticsCalls(request: RequestFn) {
  return {
    async getInteractiveCampaigns(signal?: AbortSignal): Promise<InteractiveCampaign[]> {
      return (await request<InteractiveCampaign[]>('/v2/playerconfig/statistics/campaigns', { signal })).data;
    },
    async getInteractiveStatistics(
      campaignId: string,
      kind: InteractiveKind,
      q: StatisticsQuery,
      signal?: AbortSignal,
    ): Promise<KindStatistics> {
      return (await request<KindStatistics>(base(campaignId, kind), { query: query(q), signal })).data;
    },
    async exportInteractiveStatistics(campaignId: string, kind: InteractiveKind, q: StatisticsQuery): Promise<Blob> {
      return (
        await request<Blob>(`${base(campaignId, kind)}.xlsx`, {
          query: query(q),
          responseType: 'blob',
          headers: { Accept: XLSX_TYPE },
        })
      ).data;
    },
  };
}
