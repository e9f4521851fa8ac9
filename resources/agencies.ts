import { defineResource, lazyExport } from '../src/engine/definition';
import { withProps } from '../src/engine/definition';

const SelfServiceButton = lazyExport(
  () => import('../src/resourceComponents/agencies/SelfServiceAction'),
  'SelfServiceButton',
);
const SelfServiceListButton = lazyExport(
  () => import('../src/resourceComponents/agencies/SelfServiceList'),
  'SelfServiceListButton',
);
const ChangeBalanceButton = lazyExport(
  () => import('../src/resourceComponents/management/ChangeBalanceAction'),
  'ChangeBalanceButton',
);
const TransactionsButton = lazyExport(
  () => import('../src/resourceComponents/management/TransactionsLink'),
  'TransactionsButton',
);

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
    {
      name: 'balance',
      Record: withProps(ChangeBalanceButton, {
        config: {
          call: 'changeAgencyBalance',
          balance: 'balance',
          currency: 'currency',
          hint: 'kabinet.management.balance.agencyHint',
        },
      }),
    },
    { name: 'selfService', Record: SelfServiceButton, List: SelfServiceListButton },
    { name: 'transactions', Record: withProps(TransactionsButton, { field: 'agencyId' }) },
  ],
});
