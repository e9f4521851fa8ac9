import { defineResource } from '../src/engine/resources';
import { SspActiveField } from '../src/resources-ui/ssps/SspActiveField';
import { SspBackToListButton } from '../src/resources-ui/ssps/SspBackToList';
import { SspErrorLog } from '../src/resources-ui/ssps/SspErrorLog';
import { SspExportButton } from '../src/resources-ui/ssps/SspExportButton';
import { SspBulkStatusButtons, SspStatusButton } from '../src/resources-ui/ssps/SspStatusActions';
import { SspUserMatchingButton } from '../src/resources-ui/ssps/SspUserMatchingButton';

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
    // Never stored: the card shows GET /v2/ssp/{sysname}/error here.
    errorLog: { Field: SspErrorLog },
  },
  actions: [
    { name: 'backToList', Record: SspBackToListButton },
    { name: 'status', Record: SspStatusButton, Bulk: SspBulkStatusButtons },
    { name: 'userMatching', Record: SspUserMatchingButton },
    { name: 'export', Bulk: SspExportButton },
  ],
});
