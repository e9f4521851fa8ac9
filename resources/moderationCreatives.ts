import { defineResource, lazyExport } from '../src/engine/definition';

const CreativeModerationButton = lazyExport(
  () => import('../src/resourceComponents/moderation/ModerationActions'),
  'CreativeModerationButton',
);
const CreativesBulkModerationButton = lazyExport(
  () => import('../src/resourceComponents/moderation/ModerationActions'),
  'CreativesBulkModerationButton',
);

/** The creatives moderation queue (docs/product.md#routes moderation/creatives): read-only, changed by its status action. */
export default defineResource({
  schema: 'moderationCreative',
  label: 'Модерация креативов',
  path: 'moderation/creatives',
  menu: { group: 'moderation', order: 10, label: 'Креативы' },
  list: {
    columns: ['name', 'campaignId', 'format', 'adProtocol', 'moderationStatus', 'reason', 'moderatedAt', 'createdAt'],
    filters: ['moderationStatus', 'format', 'adProtocol', 'campaignId'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  disable: ['create', 'edit', 'delete'],
  fields: {
    // Status choices from the platform's dictionary (the schema's x-dictionary).
    moderationStatus: { alwaysOn: true },
  },
  actions: [{ name: 'status', Record: CreativeModerationButton, Bulk: CreativesBulkModerationButton }],
});
