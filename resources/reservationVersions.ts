import { defineResource } from '../src/engine/resources/types';

/**
 * SPEC.md §2 management/reservations/{reservationId}/versioning: the stored versions of one
 * reservation, newest first (reached from the reservation's «История версий», which sets the
 * reservationId filter). Read-only; a side-by-side comparison is a later screen.
 */
export default defineResource({
  schema: 'reservationVersion',
  label: 'История версий бронирования',
  path: 'management/reservations/:reservationId/versioning',
  list: {
    columns: ['number', 'createdAt', 'summary', 'author', 'snapshot.name', 'snapshot.advertiser', 'snapshot.externalId', 'snapshot.deploymentNames'],
    filters: ['reservationId'],
    sort: { field: 'number', order: 'DESC' },
  },
  disable: ['create', 'edit', 'delete', 'show'],
});
