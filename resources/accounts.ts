import { defineResource } from '../src/engine/resources/types';

export default defineResource({
  schema: 'account',
  label: 'Аккаунты',
  path: 'management/accounts',
  menu: { group: 'management', order: 20 },
  list: {
    columns: ['name', 'agencyID', 'status', 'finance.currency', 'finance.balance', 'createdAt'],
    filters: ['agencyID', 'status', 'finance.currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
