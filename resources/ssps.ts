import { defineResource, lazyExport } from '../src/engine/definition';

const SspActiveField = lazyExport(() => import('../src/resourceComponents/ssps/SspActiveField'), 'SspActiveField');
const SspBackToListButton = lazyExport(
  () => import('../src/resourceComponents/ssps/SspBackToList'),
  'SspBackToListButton',
);
const SspExportButton = lazyExport(() => import('../src/resourceComponents/ssps/SspExportButton'), 'SspExportButton');
const SspUserMatchingButton = lazyExport(
  () => import('../src/resourceComponents/ssps/SspUserMatchingButton'),
  'SspUserMatchingButton',
);

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
    active: { Field: SspActiveField },
  },
  actions: [
    { name: 'backToList', Record: SspBackToListButton },
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
    { name: 'userMatching', Record: SspUserMatchingButton },
    { name: 'export', Bulk: SspExportButton },
  ],
});
