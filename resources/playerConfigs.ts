import { defineResource } from '../src/engine/definition';
import { PlayerPreviewButton } from '../src/resourceComponents/playerConfigs/PlayerPreviewButton';

export default defineResource({
  schema: 'playerConfig',
  label: 'Конфигурации плеера',
  path: 'management/player-configs',
  menu: { group: 'management', order: 85, section: 'campaigns' },
  list: {
    columns: ['name', 'skipOffset', 'autoplay', 'muted', 'accentColor', 'createdAt'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [{ name: 'preview', Record: PlayerPreviewButton }],
});
