import { defineResource } from '../src/engine/definition';

/**
 * «Ошибки SSP» (docs/product.md#routes tools/ssp-errors, permission ssp): the error log of every SSP, newest
 * first, paged by the server; filtered by SSP, period and code. Each line links to its SSP.
 */
export default defineResource({
  schema: 'sspError',
  label: 'Ошибки SSP',
  path: 'tools/ssp-errors',
  menu: { group: 'tools', order: 20 },
  list: {
    columns: ['time', 'sysname', 'code', 'message', 'count'],
    filters: ['sysname', 'time', 'code'],
    sort: { field: 'time', order: 'DESC' },
    loadError: 'kabinet.ssps.errorsFailed',
  },
  disable: ['create', 'edit', 'show', 'delete'],
  fields: {
    sysname: { link: true, alwaysOn: true },
    time: { alwaysOn: true },
    code: { alwaysOn: true },
  },
});
