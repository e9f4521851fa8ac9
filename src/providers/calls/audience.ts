import type { RequestFn } from './index';

/** A place of a campaign in its ban list view (GET /ban/{kind}/{campaignId}). */
export interface BanPlacement {
  name: string;
  impressions: number;
  clicks: number;
  ctr: number;
  banned: boolean;
}

export interface BundleCheck {
  known: { bundle: string; title: string }[];
  unknown: string[];
  invalid: { bundle: string; message: string }[];
}

/** A known app of GET /segment/app-check/queries. */
export interface KnownApp {
  bundle: string;
  title: string;
  platform: string;
}

const id = (value: string) => encodeURIComponent(value);

/** Audience calls of docs/product.md#calls beyond CRUD: big lists, ban lists, inventory, segments. */
export function audienceCalls(request: RequestFn) {
  return {
    /** GET /ban/{kind}/{campaignId}?skip&take&sort&onlyTarget: one page of the campaign's places. */
    async getBanPlacements(
      kind: 'bundle' | 'domain',
      campaignId: string,
      query: { skip: number; take: number; sort: string; onlyTarget: boolean },
      signal?: AbortSignal,
    ) {
      const { data, headers } = await request<BanPlacement[]>(`/ban/${kind}/${id(campaignId)}`, {
        query: { ...query, onlyTarget: query.onlyTarget ? 'true' : undefined },
        signal,
      });
      return { items: data, total: Number(headers.get('x-pagination-total') ?? data.length) };
    },
    /** PUT /ban/{kind} {id: campaignId, ban, unban}. */
    async setBanned(kind: 'bundle' | 'domain', campaignId: string, ban: string[], unban: string[]) {
      return (
        await request<Record<string, unknown>>(`/ban/${kind}`, { method: 'PUT', body: { id: campaignId, ban, unban } })
      ).data;
    },

    /** POST /segment/app-check/check-bundles. */
    async checkBundles(bundles: string[], platform?: string): Promise<BundleCheck> {
      return (
        await request<BundleCheck>('/segment/app-check/check-bundles', { method: 'POST', body: { bundles, platform } })
      ).data;
    },
    /** GET /segment/app-check/queries?search=&platform=: known apps whose name or bundle has the text (20 at most). */
    async searchKnownApps(search: string, platform?: string): Promise<KnownApp[]> {
      return (await request<KnownApp[]>('/segment/app-check/queries', { query: { search, platform } })).data;
    },
    /** POST /segment/app-check/add-bundles {id, bundles}: answers the segment. */
    async addBundles(segmentId: string, bundles: string[]): Promise<Record<string, unknown>> {
      return (
        await request<Record<string, unknown>>('/segment/app-check/add-bundles', {
          method: 'POST',
          body: { id: segmentId, bundles },
        })
      ).data;
    },
  };
}
