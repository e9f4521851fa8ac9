import { defineResource } from '../src/engine/resources/types';
import { selfServiceAction } from '../src/resources-ui/agencies/SelfServiceAction';
import { balanceAction } from '../src/resources-ui/management/ChangeBalanceAction';
import { transactionsAction } from '../src/resources-ui/management/TransactionsLink';

export default defineResource({
  schema: 'agency',
  label: 'Агентства',
  path: 'management/agencies',
  menu: { group: 'management', order: 10 },
  list: {
    columns: ['name', 'serviceModel', 'currency', 'balance', 'minimalCPM', 'createdAt'],
    filters: ['serviceModel', 'currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    balanceAction({ call: 'changeAgencyBalance', balance: 'balance', currency: 'currency', hint: 'kabinet.management.balance.agencyHint' }),
    selfServiceAction,
    transactionsAction('agencyId'),
  ],
});
