import { defineResource } from '../src/engine/resources';
import { PlayerPreviewButton } from '../src/resources-ui/playerConfigs/PlayerPreviewButton';

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
