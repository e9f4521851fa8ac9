import type { request as Request } from '../httpClient';

/**
 * The platform's custom calls (docs/product.md#calls) beyond CRUD, one file per domain in this folder,
 * each a factory over the shared request function. They are spread onto the dataProvider, so
 * components call them as `useDataProvider<KabinetDataProvider>().copyCampaign(…)`.
 *
 * To add a domain: write `calls/<domain>.ts` exporting `<domain>Calls(request)`, then add its
 * import and one line to `customCalls` below, and its methods' names to CALL_NAMES in ../lazyCalls.ts
 * (this folder loads with the first call made; tests/unit/providers/lazyCalls.test.ts names a missing one).
 */
export type RequestFn = typeof Request;

export function customCalls(request: RequestFn) {
  return {
    ...storageCalls(request),
    ...agenciesCalls(request),
    ...accountsCalls(request),
    ...reservationsCalls(request),
    ...audienceCalls(request),
    ...dictionariesCalls(request),
    ...campaignsCalls(request),
    ...creativesCalls(request),
    ...notificationsCalls(request),
    ...usersCalls(request),
    ...interactiveStatisticsCalls(request),
    ...dmpCalls(request),
    ...forecastCalls(request),
    ...brandliftCalls(request),
    ...statisticsCalls(request),
    ...campaignInsightsCalls(request),
    ...appCatalogueCalls(request),
    ...bannersRateCalls(request),
  };
}

export type CustomCalls = ReturnType<typeof customCalls>;

import { storageCalls } from './storage';
import { agenciesCalls } from './agencies';
import { accountsCalls } from './accounts';
import { reservationsCalls } from './reservations';
import { audienceCalls } from './audience';
import { dictionariesCalls } from './dictionaries';
import { campaignsCalls } from './campaigns';
import { creativesCalls } from './creatives';
import { notificationsCalls } from './notifications';
import { usersCalls } from './users';
import { interactiveStatisticsCalls } from './interactiveStatistics';
import { dmpCalls } from './dmp';
import { forecastCalls } from './forecast';
import { brandliftCalls } from './brandlift';
import { statisticsCalls } from './statistics';
import { campaignInsightsCalls } from './campaignInsights';
import { appCatalogueCalls } from './appCatalogue';
import { bannersRateCalls } from './bannersRate';
