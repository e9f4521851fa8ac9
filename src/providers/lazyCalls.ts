import type { CustomCalls, RequestFn } from './calls';

/**
 * The names of the platform's custom calls (calls/*.ts): the dataProvider answers these names in
 * the first load, and their code (calls/) loads with the first one made. A call added to
 * calls/index.ts is added here too (tests/unit/providers/lazyCalls.test.ts says which).
 */
export const CALL_NAMES = [
  'addBundles',
  'bindUserCabinet',
  'changeAccountBalance',
  'changeAgencyBalance',
  'checkBundles',
  'copyCampaign',
  'countNotifications',
  'downloadCampaignIfa',
  'exportCampaignXlsx',
  'exportCampaignsXlsx',
  'exportCreativesXlsx',
  'exportDmpReportStatistics',
  'exportInteractiveStatistics',
  'getAccountStatus',
  'getAgencySelfService',
  'getAppCategories',
  'getBanPlacements',
  'getBidInfo',
  'getBrandliftPreview',
  'getCabinets',
  'getCampaignAnalytics',
  'getCampaignOwner',
  'getCampaignReach',
  'getCampaignSegments',
  'getCampaignsGuestPrices',
  'getConstants',
  'getDictionary',
  'getDictionaryChildren',
  'getDmpBundles',
  'getDmpReports',
  'getForecast',
  'getInteractiveCampaigns',
  'getInteractiveStatistics',
  'getMinimalCpm',
  'getNotifications',
  'getPermissions',
  'getStatisticsDetails',
  'getStatisticsFilterOptions',
  'getStatisticsSummary',
  'getUserRoles',
  'markAllNotificationsRead',
  'markNotificationRead',
  'rateBanners',
  'savePermissions',
  'searchKnownApps',
  'setBanned',
  'setCampaignSegments',
  'setCreativeLinks',
  'setUserBlocked',
  'unbindUserCabinet',
  'updateAgencySelfService',
  'updateCreativePrice',
  'updateGuestPermissions',
  'uploadFile',
] as const satisfies readonly (keyof CustomCalls)[];

/** Every custom call returns a promise, so its stub can wait for the code to load. */
type Asynchronous = {
  [K in keyof CustomCalls]: CustomCalls[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof CustomCalls];
const everyCallIsAsynchronous: Asynchronous = null as unknown as keyof CustomCalls;
void everyCallIsAsynchronous;

/**
 * The custom calls of a dataProvider, each a stub that loads calls/ on first use (one chunk for all
 * of them, ~5 KB the cabinet's first screen does not carry: docs/performance.md) and then calls it.
 */
export function lazyCalls(request: RequestFn): CustomCalls {
  let loaded: Promise<CustomCalls> | undefined;
  const load = () => (loaded ??= import('./calls').then((m) => m.customCalls(request)));
  return Object.fromEntries(
    CALL_NAMES.map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as unknown as CustomCalls;
}
