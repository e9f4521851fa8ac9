import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ssp',
  path: 'system/ssps',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 10 },
  list: {
    columns: ['name', 'sysname', 'active', 'protocol', 'formats', 'currency', 'fee', 'createdAt'],
    filters: ['active', 'protocol', 'currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  // The status transition (PUT /ssp/{sysname}/status): «Включить», or «Отключить» after a
  // confirmation; one call per selected SSP.
  transitions: { texts: 'kabinet.ssps.transitions' },
  fields: {
    // «Активна» in green, «Отключена» outlined: the status transition's states.
    active: { state: true },
  },
  actions: [
    // The list as it was left: its filters, sort and page (docs/product.md#routes).
    {
      name: 'backToList',
      label: 'kabinet.ssps.backToList',
      icon: 'back',
      on: ['record'],
      link: { type: 'list', back: true },
    },
    // The SSP's user-matching key (GET /ssp/usermatching): shown, copied, and a new one issued
    // (POST /ssp/usermatching), asking first when it replaces the key the SSP has.
    {
      name: 'userMatching',
      label: 'kabinet.ssps.userMatching',
      icon: 'key',
      on: ['record'],
      call: { method: 'GET', path: '/ssp/usermatching', query: { sysname: '{id}' } },
      args: { name: '{name}' },
      answer: {
        title: 'kabinet.ssps.userMatchingTitle',
        value: {
          field: 'key',
          empty: 'kabinet.ssps.userMatchingNone',
          hint: 'kabinet.ssps.userMatchingHint',
          copy: {
            label: 'kabinet.ssps.userMatchingCopy',
            success: 'kabinet.ssps.userMatchingCopied',
            failure: 'kabinet.ssps.userMatchingCopyFailed',
          },
        },
        renew: {
          call: { method: 'POST', path: '/ssp/usermatching', body: { sysname: '{id}' } },
          label: 'kabinet.ssps.userMatchingGenerate',
          again: 'kabinet.ssps.userMatchingRegenerate',
          confirm: 'kabinet.ssps.userMatchingRegenerateConfirm',
          success: 'kabinet.ssps.userMatchingGenerated',
          failure: 'kabinet.ssps.userMatchingGenerateFailed',
        },
      },
      failure: 'kabinet.ssps.userMatchingFailed',
    },
    // «Экспорт в Excel» of the selection (GET /v2/ssp-list with the spreadsheet headers): a real .xlsx.
    {
      name: 'export',
      label: 'kabinet.ssps.export',
      icon: 'download',
      on: ['bulk'],
      call: {
        method: 'GET',
        path: '/v2/ssp-list',
        query: { ids: '{ids}', sort: 'name' },
        download: 'SSP {today}.xlsx',
        columns: [
          'name',
          'sysname',
          'active',
          'protocol',
          'formats',
          'endpointUrl',
          'currency',
          'timeoutMs',
          'qpsLimit',
          'fee',
          'createdAt',
        ],
      },
      args: { file: 'SSP {today}.xlsx' },
      success: 'kabinet.ssps.exported',
      failure: 'kabinet.ssps.exportFailed',
    },
  ],
});
