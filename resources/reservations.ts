import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'reservation',
  label: 'Бронирования',
  path: 'management/reservations',
  routes: { list: 'list' },
  menu: { group: 'management', order: 70 },
  list: {
    columns: ['name', 'advertiser', 'agency', 'externalId', 'deployments', 'createdAt'],
    filters: ['agency'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  actions: [
    // The reservation's deployments: their list filtered to it, and a new one already bound to it.
    {
      name: 'deployments',
      label: 'kabinet.reservations.deployments',
      icon: 'list',
      on: ['record'],
      link: { resource: 'deployments', type: 'list', filter: { reservationID: '{id}' } },
    },
    {
      name: 'addDeployment',
      label: 'kabinet.reservations.addDeployment',
      icon: 'add',
      on: ['record'],
      link: { resource: 'deployments', type: 'create', source: { reservationID: '{id}' } },
    },
    // docs/product.md#routes management/reservations/{reservationId}/versioning.
    {
      name: 'versions',
      label: 'kabinet.reservations.versions',
      icon: 'history',
      on: ['record'],
      link: { resource: 'reservationVersions', type: 'list', params: { reservationId: '{id}' } },
    },
  ],
});
