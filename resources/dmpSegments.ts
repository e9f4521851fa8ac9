import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'dmpSegment',
  label: 'DMP-сегменты',
  path: 'management/audience/dmp',
  menu: { group: 'management', order: 93, section: 'audience' },
  list: {
    columns: ['name', 'provider', 'externalId', 'category', 'cpm', 'usersCount', 'active'],
    filters: ['provider', 'active'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
