import { defineResource } from '../src/engine/resources';
import { DeploymentCopyButton, DeploymentDeleteButton, ReservationLink } from '../src/resources-ui/deployments/DeploymentActions';

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
    columns: ['name', 'reservationID', 'dates.start', 'dates.end', 'finance.budget', 'finance.currency', 'finance.billingEvent'],
    filters: ['reservationID', 'finance.currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  disable: ['delete'],
  actions: [
    { name: 'reservation', Record: ReservationLink },
    { name: 'copy', Record: DeploymentCopyButton },
    { name: 'delete', Record: DeploymentDeleteButton },
  ],
});
