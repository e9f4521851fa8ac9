import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '../../../src/engine/fieldKinds';
import { registry } from '../../../src/engine/fields/registry';

describe('field registry', () => {
  it('has a Field, an Input and an explicit Filter decision for every kind', () => {
    for (const kind of FIELD_KINDS) {
      expect(registry[kind], kind).toBeDefined();
      expect(typeof registry[kind].Field, kind).toBe('function');
      expect(typeof registry[kind].Input, kind).toBe('function');
      expect(registry[kind].Filter === null || typeof registry[kind].Filter === 'function', kind).toBe(true);
    }
    expect(Object.keys(registry).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('does not offer filters for structures and secrets', () => {
    expect(registry.password.Filter).toBeNull();
    expect(registry.object.Filter).toBeNull();
    expect(registry.array.Filter).toBeNull();
    expect(registry.json.Filter).toBeNull();
  });
});
