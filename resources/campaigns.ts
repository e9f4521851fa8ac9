import { defineResource, lazyExport } from '../src/engine/definition';

const CampaignCopyButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignCopyButton'),
  'CampaignCopyButton',
);
const CampaignInsightsButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignInsights'),
  'CampaignInsightsButton',
);
const CampaignSegmentsButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignSegments'),
  'CampaignSegmentsButton',
);
const SegmentsField = lazyExport(() => import('../src/resourceComponents/campaigns/CampaignSegments'), 'SegmentsField');
const SegmentsInput = lazyExport(() => import('../src/resourceComponents/campaigns/CampaignSegments'), 'SegmentsInput');
const CampaignListXlsxButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignXlsx'),
  'CampaignListXlsxButton',
);
const CampaignSelectionXlsxButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignXlsx'),
  'CampaignSelectionXlsxButton',
);
const CampaignXlsxButton = lazyExport(
  () => import('../src/resourceComponents/campaigns/CampaignXlsx'),
  'CampaignXlsxButton',
);

const segments = { Input: SegmentsInput, Field: SegmentsField };

export default defineResource({
  schema: 'campaign',
  path: 'management/campaigns',
  label: 'Кампании',
  menu: { group: 'management', order: 30 },
  list: {
    columns: [
      'name',
      'accountId',
      'status',
      'creativeType',
      'strategies.buyingType',
      'groupId',
      'limits.budgetTotal',
      'statistics.impressions',
    ],
    filters: ['status', 'strategies.buyingType', 'strategies.saleSpeedType', 'creativeType', 'groupId'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    'targets.segments.segment.appCheckIds': segments,
    'targets.segments.segment.visitHistoryIds': segments,
  },
  // The run status: the schema's transitions (PUT /campaign/status, /campaign/manystatus, POST
  // /v2/campaigns/stop). «Остановить» asks first; stopped is final (copy the campaign to run it again).
  transitions: { texts: 'kabinet.campaigns.transitions' },
  actions: [
    { name: 'copy', Record: CampaignCopyButton },
    { name: 'segments', Record: CampaignSegmentsButton },
    {
      name: 'xlsx',
      Record: CampaignXlsxButton,
      Bulk: CampaignSelectionXlsxButton,
      List: CampaignListXlsxButton,
      exportsList: true,
    },
    { name: 'insights', Record: CampaignInsightsButton },
    {
      name: 'creatives',
      label: 'kabinet.campaigns.creatives',
      icon: 'image',
      on: ['record'],
      link: { resource: 'creatives', type: 'list', filter: { campaignId: '{id}' } },
    },
    // «Запустить отладку», for those who may run debug sessions: opens the session's page with its debug id.
    // Not while the campaign is under debug (GET /debug-rk): then its session is offered instead.
    {
      name: 'debug',
      label: 'kabinet.debugSessions.start',
      icon: 'debug',
      on: ['record'],
      permission: { resource: 'debugSessions', action: 'create' },
      listed: { path: '/debug-rk', is: false },
      call: { method: 'POST', path: '/tools/debug/{id}', body: {} },
      success: 'kabinet.debugSessions.started',
      failure: 'kabinet.debugSessions.startFailed',
      after: { resource: 'debugSessions', type: 'edit', id: '{result.campaignId}' },
    },
    // «На отладке · ID …»: the campaign's session (one per campaign, its id the campaign's).
    {
      name: 'debugSession',
      label: 'kabinet.debugSessions.underDebug',
      icon: 'debug',
      on: ['record'],
      permission: { resource: 'debugSessions', action: 'edit' },
      listed: { path: '/debug-rk', is: true },
      args: { debugId: '{listed.debugId}' },
      link: { resource: 'debugSessions', type: 'edit', id: '{id}' },
    },
  ],
});
