// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withComputed } from '../../../../src/engine/schema/computed';
import { createSchemaSet } from '../../../../src/engine/schema/schemaSet';

// x-computed on the server's side: every save stores the values from the object's other fields,
// whatever the client sent for them, and never a stale one.
const amount = {
  type: 'object',
  properties: {
    vatRate: { type: 'number' },
    excludingVat: { type: 'number' },
    vat: { type: 'number', readOnly: true, 'x-computed': 'vat' },
    includingVat: { type: 'number', readOnly: true, 'x-computed': 'includingVat' },
  },
};
const set = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    properties: {
      name: { type: 'string' },
      amount,
      lines: { type: 'array', items: amount },
    },
  },
});

describe('withComputed', () => {
  it('sets the computed fields of a nested object and of array items', () => {
    const data = withComputed(set, set.get('probe'), {
      name: 'Акт',
      amount: { vatRate: 20, excludingVat: 100000, vat: 1, includingVat: 2 },
      lines: [{ vatRate: 10, excludingVat: 1000 }],
    });
    expect(data).toEqual({
      name: 'Акт',
      amount: { vatRate: 20, excludingVat: 100000, vat: 20000, includingVat: 120000 },
      lines: [{ vatRate: 10, excludingVat: 1000, vat: 100, includingVat: 1100 }],
    });
  });

  it('removes a computed value whose inputs are gone rather than keep it stale', () => {
    expect(withComputed(set, set.get('probe'), { amount: { vatRate: 20, vat: 5, includingVat: 105 } })).toEqual({
      amount: { vatRate: 20 },
    });
  });
});
