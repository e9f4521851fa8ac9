import { defineResource, lazyExport } from '../src/engine/definition';

const BigListFromFileButton = lazyExport(
  () => import('../src/resourceComponents/bigLists/BigListActions'),
  'BigListFromFileButton',
);
const BigListUploadButton = lazyExport(
  () => import('../src/resourceComponents/bigLists/BigListActions'),
  'BigListUploadButton',
);
const BigListValuesField = lazyExport(
  () => import('../src/resourceComponents/bigLists/BigListValuesField'),
  'BigListValuesField',
);

export default defineResource({
  schema: 'bigList',
  label: 'Большие списки',
  path: 'management/audience/biglists',
  menu: { group: 'management', order: 97, section: 'audience' },
  list: {
    columns: ['listName', 'listType', 'valuesCount', 'updatedAt', 'createdAt'],
    filters: ['listType'],
    search: true,
    sort: { field: 'listName', order: 'ASC' },
  },
  fields: {
    content: { Field: BigListValuesField },
  },
  actions: [
    { name: 'fromFile', List: BigListFromFileButton },
    { name: 'upload', Record: BigListUploadButton },
  ],
});
