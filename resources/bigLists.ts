import { defineResource } from '../src/engine/definition';

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
  actions: [
    // A new list straight from a file: the create's own multipart POST /biglist (listType, listName, file), then its card.
    {
      name: 'fromFile',
      label: 'kabinet.bigLists.fromFile',
      icon: 'upload',
      on: ['list'],
      form: {
        title: 'kabinet.bigLists.fromFileTitle',
        schema: 'bigListFromFile',
      },
      call: { method: 'POST', path: '/biglist', multipart: true },
      args: { name: '{values.listName}', count: '{result.valuesCount}' },
      success: 'kabinet.bigLists.fromFileDone',
      failure: 'kabinet.bigLists.uploadFailed',
      after: { type: 'edit', id: '{result.id}' },
    },
    // More values from a file: multipart POST /biglist with listID, added to the list's or replacing them.
    {
      name: 'upload',
      label: 'kabinet.bigLists.upload',
      icon: 'upload',
      on: ['record'],
      form: { title: 'kabinet.bigLists.uploadTitle', schema: 'bigListUpload' },
      call: {
        method: 'POST',
        path: '/biglist',
        multipart: true,
        body: { listID: '{id}', mode: '{values.mode}', file: '{values.file}' },
      },
      args: { name: '{listName}', added: '{result.added}', count: '{result.valuesCount}' },
      success: 'kabinet.bigLists.uploadDone',
      failure: 'kabinet.bigLists.uploadFailed',
    },
  ],
});
