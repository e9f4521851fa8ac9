import { defineResource } from '../src/engine/resources';
import { BindCampaignButton, RecalculateButton, UsersUploadButton } from '../src/resources-ui/retargetingSegments/RetargetingActions';

export default defineResource({
  schema: 'retargetingSegment',
  label: 'Сегменты ретаргетинга',
  path: 'management/audience/retargeting',
  menu: { group: 'management', order: 95, label: 'Ретаргетинг', section: 'audience' },
  list: {
    columns: ['name', 'ttl', 'usersCount', 'campaigns', 'recalculatedAt', 'createdAt'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    { name: 'bind', Record: BindCampaignButton },
    { name: 'usersUpload', Record: UsersUploadButton },
    { name: 'recalculate', Record: RecalculateButton },
  ],
});
