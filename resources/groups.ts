import { defineResource } from '../src/engine/resources';
import { GroupCampaignsLink, GroupCampaignsPatchButton, GroupsXlsxButton } from '../src/resources-ui/groups/GroupActions';
import { GroupRecordActions } from '../src/resources-ui/groups/GroupStatusActions';

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
    columns: ['name', 'status', 'campaignCount', 'limits.budgetTotal', 'limits.budgetDaily', 'limits.frequencyCap', 'createdAt'],
    filters: ['status'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    { name: 'status', Record: GroupRecordActions },
    { name: 'patchCampaigns', Record: GroupCampaignsPatchButton },
    { name: 'campaigns', Record: GroupCampaignsLink },
    { name: 'xlsx', Bulk: GroupsXlsxButton, List: GroupsXlsxButton },
  ],
});
