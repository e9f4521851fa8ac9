import { defineResource } from '../src/engine/definition';
import { withProps } from '../src/engine/definition';
import { SelfServiceButton } from '../src/resourceComponents/agencies/SelfServiceAction';
import { SelfServiceListButton } from '../src/resourceComponents/agencies/SelfServiceList';
import { ChangeBalanceButton } from '../src/resourceComponents/management/ChangeBalanceAction';
import { TransactionsButton } from '../src/resourceComponents/management/TransactionsLink';

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
