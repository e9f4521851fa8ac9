import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'geoPreset',
  label: 'Гео-пресеты',
  path: 'management/audience/geo-presets',
  menu: { group: 'management', order: 99, section: 'audience' },
  list: {
    columns: ['name', 'geoIds', 'createdAt'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
