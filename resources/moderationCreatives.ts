import { DictionarySelectInput } from '../src/resources-ui/dictionaries/DictionarySelectInput';
import { CreativeModerationButton, CreativesBulkModerationButton } from '../src/resources-ui/moderation/ModerationActions';
import { defineResource } from '../src/engine/resources';
import { withProps } from '../src/engine/resources';

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
    // Status choices from the platform's dictionary, not the schema's list.
    moderationStatus: { Filter: withProps(DictionarySelectInput, { dictionary: 'moderationStatuses' }), alwaysOn: true },
  },
  actions: [{ name: 'status', Record: CreativeModerationButton, Bulk: CreativesBulkModerationButton }],
});
