import { defineResource } from '../src/engine/resources/types';
import { IdsField, IdsInput } from '../src/resources-ui/customSegments/IdsInput';

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
  fields: { ids: { Input: IdsInput, Field: IdsField } },
});
