import { defineResource } from '../src/engine/resources';
import { DeploymentLinks, VersionsLink } from '../src/resources-ui/reservations/ReservationActions';

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
    { name: 'deployments', Record: DeploymentLinks },
    { name: 'versions', Record: VersionsLink },
  ],
});
