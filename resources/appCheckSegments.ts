import { defineResource } from '../src/engine/resources';
import { AddBundlesButton, RecountUsersButton } from '../src/resources-ui/appCheckSegments/AppCheckActions';
import { AddFromCatalogueButton } from '../src/resources-ui/appCheckSegments/BundleCatalogue';

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
    { name: 'recount', Record: RecountUsersButton },
  ],
});
