import { defineResource, lazyExport } from '../src/engine/definition';

const AddDomainsToBigListButton = lazyExport(
  () => import('../src/resourceComponents/inventoryDomains/InventoryActions'),
  'AddDomainsToBigListButton',
);
const DomainCountButton = lazyExport(
  () => import('../src/resourceComponents/inventoryDomains/InventoryActions'),
  'DomainCountButton',
);

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
    { name: 'domainCount', Bulk: DomainCountButton },
    { name: 'toBigList', Bulk: AddDomainsToBigListButton },
  ],
});
