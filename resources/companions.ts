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
  fields: {
    // «Включён» in green, «Выключен» outlined: the status transition's states.
    enabled: { state: true },
  },
  actions: [
    // The status transition (PUT /v2/companions/{id}/status {enabled}): the button of the other state.
    {
      name: 'enable',
      label: 'kabinet.companions.enable',
      icon: 'power',
      color: 'success',
      on: ['record'],
      transition: { operation: 'status', to: true },
      args: { name: '{name}' },
      success: 'kabinet.companions.turnedOn',
      failure: 'kabinet.companions.statusFailed',
    },
    {
      name: 'disable',
      label: 'kabinet.companions.disable',
      icon: 'power',
      color: 'warning',
      on: ['record'],
      transition: { operation: 'status', to: false },
      args: { name: '{name}' },
      success: 'kabinet.companions.turnedOff',
      failure: 'kabinet.companions.statusFailed',
    },
    // One call per selected companion; those already in the state are told apart by the platform's 409.
    {
      name: 'enableSelected',
      label: 'kabinet.companions.enable',
      icon: 'power',
      on: ['bulk'],
      call: { method: 'PUT', path: '/v2/companions/{id}/status', body: { enabled: true }, bulk: 'each' },
      success: 'kabinet.companions.bulkEnabled',
      failure: 'kabinet.companions.statusFailed',
      partlyFailed: 'kabinet.companions.bulkPartlyFailed',
    },
    {
      name: 'disableSelected',
      label: 'kabinet.companions.disable',
      icon: 'power',
      color: 'warning',
      on: ['bulk'],
      call: { method: 'PUT', path: '/v2/companions/{id}/status', body: { enabled: false }, bulk: 'each' },
      success: 'kabinet.companions.bulkDisabled',
      failure: 'kabinet.companions.statusFailed',
      partlyFailed: 'kabinet.companions.bulkPartlyFailed',
    },
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
