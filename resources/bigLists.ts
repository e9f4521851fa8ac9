import { defineResource } from '../src/engine/definition';
import { BigListFromFileButton, BigListUploadButton } from '../src/resourceComponents/bigLists/BigListActions';
import { BigListValuesField } from '../src/resourceComponents/bigLists/BigListValuesField';

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
