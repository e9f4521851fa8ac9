import type { QueryValue } from '../httpClient';
import type { RequestFn } from './index';
import { XLSX_TYPE } from '../../engine/schema/files';

export interface CampaignCopyRequest {
  id: string;
  name: string;
  copyCreatives?: boolean;
  creativeType?: 'video' | 'banner' | 'push';
}

/** GET /v2/campaigns/segments: an audience segment a campaign can target. */
export interface AudienceSegment {
  id: string;
  name: string;
  type: 'appCheck' | 'visitHistory';
  size: number;
}

/**
 * A react-admin list filter ({ strategies: { buyingType }, groupId, q }) as the platform's
 * campaign list parameters (docs/product.md#calls): status, buyingType, saleSpeedType, creativeType, search, groups.
 */
function campaignListQuery(filter: Record<string, unknown>): Record<string, QueryValue> {
  const strategies = (filter.strategies ?? {}) as Record<string, QueryValue>;
  const { strategies: _s, q, groupId, ...rest } = filter;
  return {
    ...(rest as Record<string, QueryValue>),
    buyingType: strategies.buyingType,
    saleSpeedType: strategies.saleSpeedType,
    groups: groupId as QueryValue,
    search: q as QueryValue,
  };
}

/** Campaign, group and campaign-misc calls of docs/product.md#calls beyond CRUD. */
export function campaignsCalls(request: RequestFn) {
  const blob = async (path: string, query?: Record<string, QueryValue>, headers: Record<string, string> = {}) =>
    (await request<Blob>(path, { query, responseType: 'blob', headers: { Accept: XLSX_TYPE, ...headers } })).data;

  return {
    /** POST /v2/campaigns/copy: the new campaign's id. */
    async copyCampaign(body: CampaignCopyRequest): Promise<{ id: string; creativesCopied: number }> {
      return (await request<{ id: string; creativesCopied: number }>('/v2/campaigns/copy', { method: 'POST', body }))
        .data;
    },

    /** GET /v2/campaigns/segments: the dictionary of audience segments. */
    async getCampaignSegments(signal?: AbortSignal): Promise<AudienceSegment[]> {
      return (await request<AudienceSegment[]>('/v2/campaigns/segments', { signal })).data;
    },

    /** POST /v2/campaigns/{id}/segments: replaces the campaign's segments; the updated campaign. */
    async setCampaignSegments(
      id: string,
      segments: { appCheckIds: string[]; visitHistoryIds: string[] },
      version?: number,
    ): Promise<Record<string, unknown>> {
      return (
        await request<Record<string, unknown>>(`/v2/campaigns/${encodeURIComponent(id)}/segments`, {
          method: 'POST',
          body: segments,
          headers: version !== undefined ? { 'If-Match': String(version) } : undefined,
        })
      ).data;
    },

    /** GET /v2/campaigns/{id}.xlsx: the campaign and its creatives as a workbook. */
    exportCampaignXlsx: (id: string): Promise<Blob> => blob(`/v2/campaigns/${encodeURIComponent(id)}.xlsx`),

    /** GET /v2/campaigns.xlsx under the list's current filter (every page). */
    exportCampaignsXlsx: (filter: Record<string, unknown>, ids?: string[]): Promise<Blob> =>
      blob('/v2/campaigns.xlsx', { ...campaignListQuery(filter), ids }),
  };
}
