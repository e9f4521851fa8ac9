import { defineResource, lazyExport } from '../src/engine/definition';

const PlayerPreviewButton = lazyExport(
  () => import('../src/resourceComponents/playerConfigs/PlayerPreviewButton'),
  'PlayerPreviewButton',
);

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
