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
  actions: [
    // The run status: the schema's transitions (PUT /campaign/status, /campaign/manystatus, POST
    // /v2/campaigns/stop). «Остановить» asks first; stopped is final (copy the campaign to run it again).
    {
      name: 'run',
      label: 'kabinet.campaigns.run',
      icon: 'start',
      on: ['record'],
      transition: { operation: 'status', to: 'active' },
      args: { name: '{name}' },
      success: 'kabinet.campaigns.started',
      failure: 'kabinet.campaigns.statusFailed',
    },
    {
      name: 'pause',
      label: 'kabinet.campaigns.pause',
      icon: 'pause',
      on: ['record'],
      transition: { operation: 'status', to: 'paused' },
      args: { name: '{name}' },
      success: 'kabinet.campaigns.paused',
      failure: 'kabinet.campaigns.statusFailed',
    },
    {
      name: 'stop',
      label: 'kabinet.campaigns.stop',
      icon: 'stop',
      color: 'error',
      on: ['record'],
      confirm: { title: 'kabinet.campaigns.stopTitle', content: 'kabinet.campaigns.stopContent' },
      transition: { operation: 'status', to: 'stopped' },
      args: { name: '{name}' },
      success: 'kabinet.campaigns.stoppedOne',
      failure: 'kabinet.campaigns.statusFailed',
    },
    {
      name: 'runMany',
      label: 'kabinet.campaigns.run',
      icon: 'start',
      on: ['bulk'],
      transition: { operation: 'manyStatus', to: 'active' },
      args: { smart_count: '{result.affectedCount}' },
      success: 'kabinet.campaigns.bulkStatusChanged',
      skipped: 'kabinet.campaigns.bulkStatusSkipped',
      failure: 'kabinet.campaigns.statusFailed',
    },
    {
      name: 'pauseMany',
      label: 'kabinet.campaigns.pause',
      icon: 'pause',
      on: ['bulk'],
      transition: { operation: 'manyStatus', to: 'paused' },
      args: { smart_count: '{result.affectedCount}' },
      success: 'kabinet.campaigns.bulkStatusChanged',
      skipped: 'kabinet.campaigns.bulkStatusSkipped',
      failure: 'kabinet.campaigns.statusFailed',
    },
    {
      name: 'stopMany',
      label: 'kabinet.campaigns.stop',
      icon: 'stop',
      color: 'error',
      on: ['bulk'],
      confirm: { title: 'kabinet.campaigns.bulkStopTitle', content: 'kabinet.campaigns.stopContent' },
      transition: { operation: 'stop', to: 'stopped' },
      args: { smart_count: '{result.affectedCount}' },
      success: 'kabinet.campaigns.stopped',
      failure: 'kabinet.campaigns.statusFailed',
    },
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
