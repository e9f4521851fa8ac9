import { defineResource } from '../src/engine/definition';

/**
 * The agencies' transactions (GET /v2/agencies/transactions): read-only, newest first, reached
 * from an agency's or an account's «Транзакции». The time range is createdAt's x-filter: two
 * dates sent as startTimeISO/endTimeISO.
 */
export default defineResource({
  schema: 'agencyTransaction',
  label: 'Транзакции',
  path: 'management/agencies/transactions',
  list: {
    columns: [
      'number',
      'createdAt',
      'agencyId',
      'accountId',
      'action',
      'money',
      'currency',
      'agencyBalance',
      'author',
      'comment',
    ],
    filters: ['createdAt', 'agencyId', 'accountId', 'action'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  fields: {
    createdAt: { alwaysOn: true },
  },
  disable: ['create', 'edit', 'delete'],
});
