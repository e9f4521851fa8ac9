import { defineResource } from '../src/engine/definition';

/**
 * Groups of campaigns live under the campaigns screen (the platform shows them as its tab): the
 * path management/campaigns/groups keeps the campaigns permission and the URL hierarchy.
 */
export default defineResource({
  schema: 'group',
  path: 'management/campaigns/groups',
  label: 'Группы кампаний',
  menu: { group: 'management', order: 81, section: 'campaigns' },
  list: {
    columns: [
      'name',
      'status',
      'campaignCount',
      'limits.budgetTotal',
      'limits.budgetDaily',
      'limits.frequencyCap',
      'createdAt',
    ],
    filters: ['status'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  // The run status: the schema's transition (PUT /group/status). «Остановить» asks first; stopped is final.
  transitions: { texts: 'kabinet.groups.transitions' },
  actions: [
    // «Состав группы» (PUT /group/campaigns): starts from the group's campaigns; saving makes them exactly these.
    {
      name: 'members',
      label: 'kabinet.groups.members',
      icon: 'group',
      on: ['record'],
      form: {
        title: 'kabinet.groups.membersTitle',
        hint: 'kabinet.groups.membersHint',
        submit: 'ra.action.save',
        schema: 'groupMembers',
        maxWidth: 'md',
        load: { field: 'campaigns', resource: 'campaigns', filter: { groupId: '{id}' } },
      },
      call: { method: 'PUT', path: '/group/campaigns', body: { id: '{id}', campaigns: '{values.campaigns}' } },
      args: { name: '{name}', smart_count: '{result.affectedCount}' },
      success: 'kabinet.groups.membersSaved',
      failure: 'kabinet.groups.membersFailed',
    },
    // «Изменить кампании» (PATCH /v2/groups/{id}/campaigns): the filled settings replace those of every campaign.
    {
      name: 'patchCampaigns',
      label: 'kabinet.groups.patch',
      icon: 'edit',
      on: ['record'],
      form: {
        title: 'kabinet.groups.patchTitle',
        hint: 'kabinet.groups.patchHint',
        submit: 'kabinet.groups.apply',
        schema: 'groupCampaigns',
        maxWidth: 'md',
        nonEmpty: 'kabinet.groups.patchEmpty',
      },
      call: { method: 'PATCH', path: '/v2/groups/{id}/campaigns' },
      args: { name: '{name}', smart_count: '{result.affectedCount}' },
      success: 'kabinet.groups.patched',
      failure: 'kabinet.groups.patchFailed',
    },
    {
      name: 'campaigns',
      label: 'kabinet.groups.campaigns',
      icon: 'campaign',
      on: ['record'],
      link: { resource: 'campaigns', type: 'list', filter: { groupId: '{id}' } },
    },
    // «Выгрузить в XLSX» (GET /v2/groups.xlsx): the list's search, narrowed to the selection when there is one.
    {
      name: 'xlsx',
      label: 'kabinet.groups.xlsxList',
      icon: 'download',
      on: ['list', 'bulk'],
      call: {
        method: 'GET',
        path: '/v2/groups.xlsx',
        query: { ids: '{ids}', search: '{filter.q}' },
        download: 'Группы кампаний.xlsx',
      },
      args: { name: 'Группы кампаний.xlsx' },
      success: 'kabinet.campaigns.xlsxReady',
      failure: 'kabinet.campaigns.xlsxFailed',
    },
  ],
});
