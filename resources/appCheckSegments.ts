import { defineResource, lazyExport } from '../src/engine/definition';

const AddBundlesButton = lazyExport(
  () => import('../src/resourceComponents/appCheckSegments/AppCheckActions'),
  'AddBundlesButton',
);
const AddFromCatalogueButton = lazyExport(
  () => import('../src/resourceComponents/appCheckSegments/BundleCatalogue'),
  'AddFromCatalogueButton',
);

/** The main screen of management/audience (docs/product.md#routes, manageAudience): segments by installed apps. */
export default defineResource({
  schema: 'appCheckSegment',
  label: 'Сегменты по приложениям',
  path: 'management/audience',
  menu: { group: 'management', order: 60, label: 'Аудитории' },
  list: {
    columns: ['name', 'platform', 'mode', 'bundles', 'usersAmount', 'updatedAt'],
    filters: ['platform', 'mode'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    { name: 'addBundles', Record: AddBundlesButton },
    { name: 'catalogue', Record: AddFromCatalogueButton },
    // POST /segment/app-check/users-amount {id}: the card shows the new reach.
    {
      name: 'recount',
      label: 'kabinet.appCheckSegments.recount',
      icon: 'refresh',
      on: ['record'],
      call: { method: 'POST', path: '/segment/app-check/users-amount', body: { id: '{id}' } },
      args: { users: '{result.usersAmount}' },
      success: 'kabinet.appCheckSegments.recounted',
      failure: 'kabinet.appCheckSegments.recountFailed',
    },
  ],
});
