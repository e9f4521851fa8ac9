import { defineResource } from '../src/engine/definition';

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
    // PUT /retargeting/options: which segments a campaign feeds; its current ones fill the form once it is picked.
    {
      name: 'bind',
      label: 'kabinet.retargetingSegments.bind',
      icon: 'campaign',
      on: ['record'],
      form: {
        title: 'kabinet.retargetingSegments.bindTitle',
        hint: 'kabinet.retargetingSegments.bindHint',
        submit: 'ra.action.save',
        schema: 'retargetingBinding',
        fill: {
          field: 'campaignId',
          call: { method: 'GET', path: '/retargeting/options', query: { campaignId: '{values.campaignId}' } },
          values: { winSegment: '{result.winSegment}', clickSegment: '{result.clickSegment}' },
        },
      },
      call: { method: 'PUT', path: '/retargeting/options' },
      args: { name: '{name}' },
      success: 'kabinet.retargetingSegments.bound',
      failure: 'kabinet.retargetingSegments.bindFailed',
    },
    // Multipart POST /retargeting/users-upload: the segment and a file of device ids, one a line.
    {
      name: 'usersUpload',
      label: 'kabinet.retargetingSegments.upload',
      icon: 'upload',
      on: ['record'],
      form: { title: 'kabinet.retargetingSegments.uploadTitle', schema: 'retargetingUsersUpload' },
      call: {
        method: 'POST',
        path: '/retargeting/users-upload',
        multipart: true,
        body: { segmentId: '{id}', file: '{values.file}' },
      },
      args: { name: '{name}', added: '{result.added}', count: '{result.usersCount}' },
      success: 'kabinet.retargetingSegments.uploaded',
      failure: 'kabinet.retargetingSegments.uploadFailed',
    },
    // POST /retargeting/recalculation {id}: users past the ttl leave, the count is taken again.
    {
      name: 'recalculate',
      label: 'kabinet.retargetingSegments.recalculate',
      icon: 'refresh',
      on: ['record'],
      call: { method: 'POST', path: '/retargeting/recalculation', body: { id: '{id}' } },
      args: { count: '{result.usersCount}' },
      success: 'kabinet.retargetingSegments.recalculated',
      failure: 'kabinet.retargetingSegments.recalculateFailed',
    },
  ],
});
