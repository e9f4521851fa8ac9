import { defineResource } from '../src/engine/definition';

/**
 * Deployments of reservations (docs/product.md#routes names a deployments list without a route: it lives
 * under the reservations). Deleting is the record action, not the generic one: the platform may
 * refuse it (the only deployment selected in a campaign) and its failures have their own texts.
 */
export default defineResource({
  schema: 'deployment',
  label: 'Размещения',
  path: 'management/reservations/deployments',
  list: {
    columns: [
      'name',
      'reservationID',
      'dates.start',
      'dates.end',
      'finance.budget',
      'finance.currency',
      'finance.billingEvent',
    ],
    filters: ['reservationID', 'finance.currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  disable: ['delete'],
  actions: [
    {
      name: 'reservation',
      label: 'kabinet.deployments.reservation',
      icon: 'back',
      on: ['record'],
      link: { resource: 'reservations', type: 'edit', id: '{reservationID}' },
    },
    // POST /v2/reservations/deployments/{id}/copy, then the copy's page.
    {
      name: 'copy',
      label: 'kabinet.deployments.copy',
      icon: 'copy',
      on: ['record'],
      call: { method: 'POST', path: '/v2/reservations/deployments/{id}/copy', body: {}, readBack: true },
      args: { name: '{result.name}' },
      success: 'kabinet.deployments.copied',
      failure: 'kabinet.deployments.copyFailed',
      after: { type: 'edit', id: '{result.id}' },
    },
    // The platform refuses to delete the only deployment selected in a campaign (docs/product.md#validation) with a 409.
    {
      name: 'delete',
      label: 'kabinet.deployments.delete',
      icon: 'delete',
      color: 'error',
      on: ['record'],
      confirm: { title: 'kabinet.deployments.confirmTitle', content: 'kabinet.deployments.confirmContent' },
      call: { method: 'DELETE', path: '/v2/reservations/deployments/{id}' },
      args: { name: '{name}' },
      success: 'kabinet.deployments.deleted',
      failure: 'kabinet.deployments.deleteFailed',
      conflict: 'kabinet.deployments.onlyDeployment',
      after: { type: 'list', filter: { reservationID: '{reservationID}' } },
    },
  ],
});
