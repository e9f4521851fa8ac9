import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'companion',
  path: 'system/companions',
  label: 'Компаньоны',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 40 },
  list: {
    columns: ['fileInfo', 'name', 'dimensions', 'enabled', 'score', 'createdAt'],
    filters: ['enabled', 'dimensions'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  // The status transition (PUT /v2/companions/{id}/status {enabled}): the button of the other
  // state on the card, both on the selection bar (one call per companion).
  transitions: { texts: 'kabinet.companions.transitions' },
  fields: {
    // «Включён» in green, «Выключен» outlined: the status transition's states.
    enabled: { state: true },
  },
  actions: [
    // «Изменить оценку» (PUT /v2/companions/score {id, score}): the weight among companions of a size.
    {
      name: 'score',
      label: 'kabinet.companions.scoreEdit',
      icon: 'edit',
      on: ['record'],
      form: {
        title: 'kabinet.companions.scoreTitle',
        submit: 'ra.action.save',
        schema: 'companionScore',
        defaults: { score: '{score}' },
        maxWidth: 'xs',
      },
      call: { method: 'PUT', path: '/v2/companions/score', body: { id: '{id}', score: '{values.score}' } },
      args: { name: '{name}', score: '{values.score}' },
      success: 'kabinet.companions.scoreSaved',
      failure: 'kabinet.companions.scoreFailed',
    },
  ],
});
