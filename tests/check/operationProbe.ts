// A schema with one state field and its transition operations, for the checks of x-operations.

export const probe = (operations: Record<string, unknown>) => ({
  $id: 'probe',
  title: 'Проба',
  type: 'object',
  'x-endpoint': '/v2/probes',
  'x-operations': operations,
  properties: {
    status: {
      title: 'Статус',
      readOnly: true,
      oneOf: [
        { const: 'active', title: 'Активна' },
        { const: 'paused', title: 'Приостановлена' },
      ],
    },
  },
});

export const transition = (over: Record<string, unknown>) => ({
  kind: 'transition',
  method: 'PUT',
  path: '/probe/status',
  id: 'id',
  field: 'status',
  state: 'status',
  transitions: [{ to: 'active', from: ['paused'] }],
  ...over,
});
