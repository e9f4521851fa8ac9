import { defineResource } from '../src/engine/definition';
import { CampaignCopyButton } from '../src/resourceComponents/campaigns/CampaignCopyButton';
import { CampaignCreativesLink } from '../src/resourceComponents/campaigns/CampaignCreativesLink';
import { CampaignInsightsButton } from '../src/resourceComponents/campaigns/CampaignInsights';
import {
  CampaignSegmentsButton,
  SegmentsField,
  SegmentsInput,
} from '../src/resourceComponents/campaigns/CampaignSegments';
import {
  CampaignBulkStatusButtons,
  CampaignBulkStopButton,
  CampaignStatusButtons,
} from '../src/resourceComponents/campaigns/CampaignStatusActions';
import {
  CampaignListXlsxButton,
  CampaignSelectionXlsxButton,
  CampaignXlsxButton,
} from '../src/resourceComponents/campaigns/CampaignXlsx';

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
    { name: 'status', Record: CampaignStatusButtons, Bulk: CampaignBulkStatusButtons },
    { name: 'stop', Bulk: CampaignBulkStopButton },
    { name: 'copy', Record: CampaignCopyButton },
    { name: 'segments', Record: CampaignSegmentsButton },
    { name: 'xlsx', Record: CampaignXlsxButton, Bulk: CampaignSelectionXlsxButton, List: CampaignListXlsxButton },
    { name: 'insights', Record: CampaignInsightsButton },
    { name: 'creatives', Record: CampaignCreativesLink },
    // «Запустить отладку», for those who may run debug sessions: opens the session's page with its debug id.
    {
      name: 'debug',
      label: 'kabinet.debugSessions.start',
      icon: 'debug',
      on: ['record'],
      permission: { resource: 'debugSessions', action: 'create' },
      call: { method: 'POST', path: '/tools/debug/{id}', body: {} },
      success: 'kabinet.debugSessions.started',
      failure: 'kabinet.debugSessions.startFailed',
      after: { resource: 'debugSessions', type: 'edit', id: '{result.campaignId}' },
    },
  ],
});
