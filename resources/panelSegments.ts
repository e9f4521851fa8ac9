import { defineResource } from '../src/engine/definition';

/**
 * An audience of a panel provider's categories (docs/product.md#calls, the panel provider's
 * /categorizer/*). The schema says what depends on the provider: the categories offered are its
 * own (x-dictionary-by), so are the filters (x-offered-fields).
 */
export default defineResource({
  schema: 'panelSegment',
  label: 'Панельные сегменты',
  path: 'management/audience/panels',
  menu: { group: 'management', order: 96, section: 'audience' },
  list: {
    columns: ['name', 'provider', 'categories', 'usersCount', 'createdAt'],
    filters: ['provider'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    // POST /categorizer/segment-info {provider, categories, filters}: the saved segment's reach, told.
    {
      name: 'reach',
      label: 'kabinet.panelSegments.reach',
      icon: 'group',
      on: ['record'],
      call: {
        method: 'POST',
        path: '/categorizer/segment-info',
        body: { provider: '{provider}', categories: '{categories}', filters: '{filters}' },
      },
      args: { name: '{name}', users: '{result.users}' },
      success: 'kabinet.panelSegments.reachDone',
      failure: 'kabinet.panelSegments.reachFailed',
    },
  ],
});
