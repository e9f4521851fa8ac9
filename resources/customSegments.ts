import { defineResource } from '../src/engine/resources/types';

export default defineResource({
  schema: 'customSegment',
  label: 'Собственные сегменты',
  path: 'management/audience/custom',
  menu: { group: 'management', order: 62 },
  list: {
    columns: ['name', 'idType', 'usersCount', 'ttlDays', 'createdAt'],
    filters: ['idType'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
