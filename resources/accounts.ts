import { defineResource, lazyExport } from '../src/engine/definition';
import { withProps } from '../src/engine/definition';

const AccountStatusChip = lazyExport(
  () => import('../src/resourceComponents/accounts/AccountStatus'),
  'AccountStatusChip',
);
const GuestPermissionsField = lazyExport(
  () => import('../src/resourceComponents/accounts/GuestPermissionsField'),
  'GuestPermissionsField',
);
const GuestPermissionsButton = lazyExport(
  () => import('../src/resourceComponents/accounts/GuestPermissionsAction'),
  'GuestPermissionsButton',
);
const StatisticsField = lazyExport(
  () => import('../src/resourceComponents/accounts/StatisticsField'),
  'StatisticsField',
);
const StatisticsFilter = lazyExport(
  () => import('../src/resourceComponents/accounts/StatisticsFilter'),
  'StatisticsFilter',
);
const StatisticsGroupsField = lazyExport(
  () => import('../src/resourceComponents/accounts/StatisticsGroupsField'),
  'StatisticsGroupsField',
);
const ChangeBalanceButton = lazyExport(
  () => import('../src/resourceComponents/management/ChangeBalanceAction'),
  'ChangeBalanceButton',
);
const TransactionsButton = lazyExport(
  () => import('../src/resourceComponents/management/TransactionsLink'),
  'TransactionsButton',
);

/**
 * The list's statistics parameters (docs/product.md#entities: statistics flag, withoutExtraCampaigns,
 * startTimeISO, endTimeISO, offsetTime, ssps, groupBy) are one always-on filter of the `statistics` field; with the switch on, the
 * statistics columns hold the figures of the period.
 */
export default defineResource({
  schema: 'account',
  label: 'Аккаунты',
  path: 'management/accounts',
  menu: { group: 'management', order: 20 },
  list: {
    columns: [
      'name',
      'agencyID',
      'status',
      'finance.currency',
      'finance.balance',
      'statistics.impressions',
      'statistics.clicks',
      'statistics.spent',
      'statistics.groups',
      'createdAt',
    ],
    filters: ['statistics', 'agencyID', 'status', 'finance.currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    statistics: { Field: StatisticsField, Filter: StatisticsFilter, alwaysOn: true },
    'statistics.groups': { Field: StatisticsGroupsField, unsortable: true },
    guestPermissions: { Field: GuestPermissionsField },
  },
  actions: [
    // The status as the platform's status call gives it, first on the account's page.
    { name: 'status', Record: AccountStatusChip },
    {
      name: 'balance',
      Record: withProps(ChangeBalanceButton, {
        config: {
          call: 'changeAccountBalance',
          balance: 'finance.balance',
          currency: 'finance.currency',
          hint: 'kabinet.management.balance.accountHint',
        },
      }),
    },
    { name: 'guestPermissions', Record: GuestPermissionsButton },
    { name: 'transactions', Record: withProps(TransactionsButton, { field: 'accountId' }) },
  ],
});
