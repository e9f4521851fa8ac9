import { defineResource } from '../src/engine/definition';

/**
 * docs/product.md#routes management/reservations/{reservationId}/versioning: the stored versions of one
 * reservation, newest first (reached from the reservation's «История версий»). The path's
 * reservationId is the list's fixed filter, so an address opened directly shows that
 * reservation's versions only. Read-only; a side-by-side comparison is a later screen.
 */
export default defineResource({
  schema: 'reservationVersion',
  label: 'История версий бронирования',
  path: 'management/reservations/:reservationId/versioning',
  list: {
    columns: [
      'number',
      'createdAt',
      'summary',
      'author',
      'snapshot.name',
      'snapshot.advertiser',
      'snapshot.externalId',
      'snapshot.deploymentNames',
    ],
    sort: { field: 'number', order: 'DESC' },
  },
  disable: ['create', 'edit', 'delete', 'show'],
});
