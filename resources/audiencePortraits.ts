import { defineResource, lazyExport } from '../src/engine/definition';

const PortraitAppsField = lazyExport(
  () => import('../src/resourceComponents/audiencePortraits/PortraitAppsField'),
  'PortraitAppsField',
);

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
  fields: { apps: { Field: PortraitAppsField } },
});
