import type { IfaEvent } from '../../domain/ifaEvents';
import type { QueryValue } from '../httpClient';
import type { RequestFn } from './index';

/** The figures of a period (as the reports count them). */
export interface CampaignFigures {
  impressions: number;
  clicks: number;
  ctr: number;
  views: number;
  completes: number;
  vtr: number;
  spent: number;
}

/** GET /campaign/reach/{id}: the audience the settings reach over the period and who has been reached. */
export interface CampaignReach {
  id: string;
  period: { start: string; end: string };
  /** People the campaign's settings can reach over its period (a forecast). */
  audience: number;
  impressions: number;
  /** People who have seen it so far. */
  reached: number;
  frequency: number;
}

/** GET /campaign/{id}/analytics. */
export interface CampaignAnalytics {
  id: string;
  from: string;
  to: string;
  totals: CampaignFigures;
  days: (CampaignFigures & { day: string })[];
  ssps: (CampaignFigures & { ssp: string; name: string })[];
  devices: (CampaignFigures & { device: string; name: string })[];
}

/** GET /campaign/{id}/owner: what the caller may name of who the campaign belongs to. */
export interface CampaignOwner {
  id: string;
  account: { id: string; name: string } | null;
  agency: { id: string; name: string } | null;
  cabinet: { id: string; name: string; type: string } | null;
  createdAt: string | null;
}

export { IFA_EVENTS, type IfaEvent } from '../../domain/ifaEvents';

/** The campaign card's insights of docs/product.md#calls (campaign extras). */
export function campaignInsightsCalls(request: RequestFn) {
  const id$ = (id: string) => encodeURIComponent(id);
  return {
    async getCampaignReach(id: string, signal?: AbortSignal): Promise<CampaignReach> {
      return (await request<CampaignReach>(`/campaign/reach/${id$(id)}`, { signal })).data;
    },
    /** `period`: startTimeISO, endTimeISO (dates), offsetTime (minutes east of UTC). */
    async getCampaignAnalytics(
      id: string,
      period: Record<string, QueryValue>,
      signal?: AbortSignal,
    ): Promise<CampaignAnalytics> {
      return (await request<CampaignAnalytics>(`/campaign/${id$(id)}/analytics`, { query: period, signal })).data;
    },
    async getCampaignOwner(id: string, signal?: AbortSignal): Promise<CampaignOwner> {
      return (await request<CampaignOwner>(`/campaign/${id$(id)}/owner`, { signal })).data;
    },
    /** GET /campaign/{id}/ifaid/{type}: the advertising ids of the devices that had the event, one a line. */
    async downloadCampaignIfa(id: string, type: IfaEvent): Promise<Blob> {
      return (
        await request<Blob>(`/campaign/${id$(id)}/ifaid/${encodeURIComponent(type)}`, {
          responseType: 'blob',
          headers: { Accept: 'text/plain' },
        })
      ).data;
    },
  };
}
