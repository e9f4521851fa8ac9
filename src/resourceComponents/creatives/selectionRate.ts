import type { Identifier, RaRecord } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';

type Creative = RaRecord & { campaignId?: string };

/**
 * The selected creatives by campaign: those on the page are known, the others (selected on
 * other pages) are read with their campaign only (x-json-include).
 */
export async function selectionByCampaign(
  dataProvider: KabinetDataProvider,
  resource: string,
  selectedIds: Identifier[],
  page: Creative[] | undefined,
): Promise<Map<string, string[]>> {
  const known = new Map((page ?? []).map((r) => [String(r.id), r.campaignId]));
  const missing = selectedIds.map(String).filter((id) => !known.get(id));
  if (missing.length) {
    const { data } = await dataProvider.getList<Creative>(resource, {
      filter: { ids: missing },
      pagination: { page: 1, perPage: missing.length },
      sort: { field: 'id', order: 'ASC' },
      meta: { include: ['campaignId'] },
    });
    for (const r of data) known.set(String(r.id), r.campaignId);
  }
  const groups = new Map<string, string[]>();
  for (const id of selectedIds.map(String)) {
    const campaign = known.get(id);
    if (campaign) groups.set(campaign, [...(groups.get(campaign) ?? []), id]);
  }
  return groups;
}

/**
 * One CPM for the selected creatives: PUT /banners/rate {banners, campaign, rate} once per campaign
 * (the platform's call sets the rate of one campaign's creatives, all or none). Resolves with how
 * many changed; the first refusal is thrown after the campaigns before it were changed.
 */
export async function rateSelection(
  dataProvider: KabinetDataProvider,
  resource: string,
  selectedIds: Identifier[],
  page: Creative[] | undefined,
  rate: number,
): Promise<number> {
  let changed = 0;
  for (const [campaign, banners] of await selectionByCampaign(dataProvider, resource, selectedIds, page)) {
    changed += (await dataProvider.rateBanners({ banners, campaign, rate })).affectedCount;
  }
  return changed;
}
