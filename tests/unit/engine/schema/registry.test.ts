// @vitest-environment node
// References resolve once per schema node: every record's check walks the same nodes (a dry run
// of an imported file checks 50 000 records), and each keeps the words written beside its $ref.
import { describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../../../../src/engine/schema/registry';
import type { JsonSchema } from '../../../../src/engine/schema/types';

const files = {
  'defs.schema.json': {
    $id: 'defs',
    $defs: { day: { type: 'string', format: 'date', title: 'День' } },
  },
  'plan.schema.json': {
    $id: 'plan',
    type: 'object',
    properties: {
      start: { $ref: 'defs#/$defs/day', title: 'Начало' },
      end: { $ref: 'defs#/$defs/day', title: 'Окончание' },
      chained: { $ref: 'plan#/properties/start' },
    },
  },
};

describe('resolving a $ref', () => {
  const registry = createSchemaRegistry(files);
  const properties = registry.get('plan').properties as Record<string, JsonSchema>;

  it('gives the same schema for the same node every time (resolved once)', () => {
    const first = registry.resolve(properties.start);
    expect(first).toMatchObject({ type: 'string', format: 'date', title: 'Начало' });
    expect(registry.resolve(properties.start)).toBe(first);
    expect(registry.resolve(properties.chained)).toBe(registry.resolve(properties.chained));
  });

  it('keeps each node’s own words: two references to one definition are two schemas', () => {
    registry.resolve(properties.start);
    expect(registry.resolve(properties.end).title).toBe('Окончание');
    expect(registry.resolve(properties.start).title).toBe('Начало');
    expect(registry.resolve(properties.chained)).toMatchObject({ format: 'date', title: 'Начало' });
  });

  it('gives a node without $ref as it is', () => {
    const plan = registry.get('plan');
    expect(registry.resolve(plan)).toBe(plan);
  });
});
