import { BidLogBulkStopButton, BidLogStartButton, BidLogStopButton } from '../src/resources-ui/bidLogs/BidLogActions';
import { defineResource } from '../src/engine/resources';

/** The bid logger (docs/product.md#routes tools/bid-logger): started from the list's top bar, stopped per row or selection. */
export default defineResource({
  schema: 'bidLog',
  label: 'Логирование ставок',
  path: 'tools/bid-logger',
  menu: { group: 'tools', order: 30 },
  list: {
    columns: ['publisher', 'instanceType', 'count', 'logged', 'status', 'startedBy', 'createdAt'],
    filters: ['instanceType'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  // Started and stopped by the actions below, never edited (the generic create/delete would not say so).
  disable: ['create', 'edit', 'delete'],
  actions: [
    { name: 'start', List: BidLogStartButton },
    { name: 'stop', Record: BidLogStopButton, Bulk: BidLogBulkStopButton },
  ],
});
