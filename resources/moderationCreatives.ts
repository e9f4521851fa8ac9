import { defineResource } from '../src/engine/definition';

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
  // A moderator's decision: the schema's declared transition, the state chosen in a form over its body.
  transitions: { texts: 'kabinet.moderation.transitions' },
});
