import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'audiencePortrait',
  label: 'Портреты аудитории',
  path: 'management/audience/portraits',
  menu: { group: 'management', order: 91, section: 'audience' },
  list: {
    columns: ['name', 'segmentId', 'usersCount', 'genders.male', 'genders.female', 'createdAt'],
    filters: ['segmentId'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
