import { defineResource } from '../src/engine/definition';

/** Read-only: the platform fills the inventory (docs/product.md#calls Inventory). */
export default defineResource({
  schema: 'inventoryDomain',
  label: 'Инвентарь: домены',
  path: 'management/audience/inventory',
  menu: { group: 'management', order: 100, label: 'Инвентарь', section: 'audience' },
  disable: ['create', 'edit', 'delete'],
  list: {
    columns: ['domain', 'category', 'ssp', 'trust', 'spam', 'requestsDaily'],
    filters: ['ssp', 'category'],
    search: true,
    sort: { field: 'domain', order: 'ASC' },
  },
  actions: [
    // «Запросы за 7 дней» over the selection; domains not scored yet are dropped, and the dialog says how many.
    {
      name: 'domainCount',
      label: 'kabinet.inventoryDomains.count',
      icon: 'stats',
      on: ['bulk'],
      call: { method: 'POST', path: '/inventory/domain-count', body: { domains: '{selected.domain}' } },
      answer: {
        title: 'kabinet.inventoryDomains.countTitle',
        schema: 'inventoryDomainCount',
        columns: ['domain', 'trust', 'spam', 'count'],
        total: 'count',
        dropped: 'kabinet.inventoryDomains.countDropped',
      },
      failure: 'kabinet.inventoryDomains.countFailed',
    },
    // «В большой список»: the selected domains added to a big list of domains (PUT /biglist addValues).
    {
      name: 'toBigList',
      label: 'kabinet.inventoryDomains.toBigList',
      icon: 'playlistAdd',
      on: ['bulk'],
      form: { title: 'kabinet.inventoryDomains.toBigListTitle', schema: 'bigListPick' },
      call: {
        method: 'PUT',
        path: '/biglist',
        body: { listID: '{values.listID}', addValues: '{selected.domain}', delValues: [] },
      },
      args: { name: '{result.listName}', count: '{result.valuesCount}' },
      success: 'kabinet.inventoryDomains.toBigListDone',
      failure: 'kabinet.inventoryDomains.toBigListFailed',
    },
  ],
});
