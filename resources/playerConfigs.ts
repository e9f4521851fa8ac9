import { defineResource } from '../src/engine/definition';

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
  actions: [
    // «Предпросмотр»: the player drawn by the platform with the saved settings (GET /player-config/{id}/preview).
    {
      name: 'preview',
      label: 'kabinet.playerConfigs.preview',
      icon: 'preview',
      on: ['record'],
      call: { method: 'GET', path: '/player-config/{id}/preview' },
      args: { name: '{name}' },
      answer: { title: 'kabinet.playerConfigs.previewTitle', page: { hint: 'kabinet.playerConfigs.previewHint' } },
      failure: 'kabinet.playerConfigs.previewFailed',
    },
  ],
});
