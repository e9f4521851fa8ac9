import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  INTERACTIVE_KINDS,
  type InteractiveCampaign,
  type InteractiveKind,
  type KindStatistics,
  type StatisticsQuery,
} from '../../providers/calls/interactiveStatistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine/actions/failure';

export const T = 'kabinet.interactiveStatistics';

/**
 * The choice of a statistics screen lives in the URL (?campaignId=…&start=…&end=…&creativeId=…),
 * so a reload or a shared link shows the same figures. No start/end = the campaign's own dates.
 */
export function useStatisticsParams() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) || undefined;
  const choice = { campaignId: get('campaignId'), start: get('start'), end: get('end'), creativeId: get('creativeId') };
  const update = (change: Partial<typeof choice>) => {
    const next = { ...choice, ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, {
      replace: true,
    });
  };
  return { choice, update };
}

/** Tells a failed read once per failure: the retry-later text of docs/product.md#errors (or the server's words for a 4xx). */
export function useFailureToast(error: unknown, retryLaterKey: string) {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (error) notify(failureText(error, translate(retryLaterKey)), { type: 'error' });
  }, [error, notify, translate, retryLaterKey]);
}

/** The campaigns with interactive creatives the cabinet can see. */
export function useInteractiveCampaigns() {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const query = useQuery<InteractiveCampaign[]>({
    queryKey: ['kabinet', 'interactive', 'campaigns'],
    queryFn: ({ signal }) => dataProvider.getInteractiveCampaigns(signal),
    retry: false,
  });
  useFailureToast(query.error, `${T}.loadFailed`);
  return query;
}

/** One kind's figures of a campaign for the chosen period (and creative). */
export function useKindStatistics(campaignId: string | undefined, kind: InteractiveKind, q: StatisticsQuery) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  return useQuery<KindStatistics>({
    queryKey: ['kabinet', 'interactive', campaignId, kind, q.start, q.end, q.creativeId],
    queryFn: ({ signal }) => dataProvider.getInteractiveStatistics(campaignId!, kind, q, signal),
    enabled: !!campaignId,
    retry: false,
  });
}

/** Every kind's figures at once (the main and the creative screens), with one failure toast. */
export function useAllKinds(campaignId: string | undefined, q: StatisticsQuery) {
  const queries = {
    offers: useKindStatistics(campaignId, 'offers', q),
    logo: useKindStatistics(campaignId, 'logo', q),
    overlay: useKindStatistics(campaignId, 'overlay', q),
    microsite: useKindStatistics(campaignId, 'microsite', q),
  } satisfies Record<InteractiveKind, unknown>;
  const error = INTERACTIVE_KINDS.map((k) => queries[k].error).find(Boolean) ?? null;
  useFailureToast(error, `${T}.loadFailed`);
  return { queries, loading: INTERACTIVE_KINDS.some((k) => queries[k].isLoading), error };
}

/**
 * How the screens name a campaign's creatives: by name, and where two share one (a copied
 * creative keeps its name), by name and position in the campaign («… · №2»).
 */
export function creativeLabels(campaign: InteractiveCampaign | null | undefined): Map<string, string> {
  const creatives = campaign?.creatives ?? [];
  const count = new Map<string, number>();
  for (const c of creatives) count.set(c.name, (count.get(c.name) ?? 0) + 1);
  return new Map(creatives.map((c, i) => [c.id, count.get(c.name)! > 1 ? `${c.name} · №${i + 1}` : c.name]));
}
