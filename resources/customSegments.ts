import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'customSegment',
  label: 'Собственные сегменты',
  path: 'management/audience/custom',
  menu: { group: 'management', order: 92, section: 'audience' },
  list: {
    columns: ['name', 'idType', 'usersCount', 'ttlDays', 'createdAt'],
    filters: ['idType'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
