import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'geoSegment',
  label: 'Гео-сегменты',
  path: 'management/audience/geo',
  menu: { group: 'management', order: 94, section: 'audience' },
  list: {
    columns: ['name', 'points', 'lookbackDays', 'usersCount', 'createdAt'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
