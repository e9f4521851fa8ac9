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
    // PUT /ssp/{sysname}/status: «Включить», or «Отключить» after a confirmation; one call per selected SSP.
    {
      name: 'activate',
      label: 'kabinet.ssps.activate',
      icon: 'power',
      color: 'success',
      contained: true,
      on: ['record'],
      when: { field: 'active', in: [false] },
      call: { method: 'PUT', path: '/ssp/{id}/status', body: { active: true } },
      args: { name: '{name}' },
      success: 'kabinet.ssps.activated',
      failure: 'kabinet.ssps.statusFailed',
    },
    {
      name: 'deactivate',
      label: 'kabinet.ssps.deactivate',
      icon: 'pauseCircle',
      color: 'warning',
      on: ['record'],
      when: { field: 'active', in: [true] },
      confirm: { title: 'kabinet.ssps.deactivateTitle', content: 'kabinet.ssps.deactivateContent' },
      call: { method: 'PUT', path: '/ssp/{id}/status', body: { active: false } },
      args: { name: '{name}' },
      success: 'kabinet.ssps.deactivated',
      failure: 'kabinet.ssps.statusFailed',
    },
    {
      name: 'activateSelected',
      label: 'kabinet.ssps.activate',
      icon: 'power',
      on: ['bulk'],
      call: { method: 'PUT', path: '/ssp/{id}/status', body: { active: true }, bulk: 'each' },
      success: 'kabinet.ssps.bulkActivated',
      failure: 'kabinet.ssps.statusFailed',
      partlyFailed: 'kabinet.ssps.bulkPartlyFailed',
    },
    {
      name: 'deactivateSelected',
      label: 'kabinet.ssps.deactivate',
      icon: 'pauseCircle',
      color: 'warning',
      on: ['bulk'],
      confirm: { title: 'kabinet.ssps.bulkDeactivateTitle', content: 'kabinet.ssps.deactivateContent' },
      call: { method: 'PUT', path: '/ssp/{id}/status', body: { active: false }, bulk: 'each' },
      success: 'kabinet.ssps.bulkDeactivated',
      failure: 'kabinet.ssps.statusFailed',
      partlyFailed: 'kabinet.ssps.bulkPartlyFailed',
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
