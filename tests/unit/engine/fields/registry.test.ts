import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '../../../../src/engine/fieldKinds';
import { isFilterable, UNFILTERABLE_KINDS } from '../../../../src/engine/fields/filterKinds';
import { filterRegistry } from '../../../../src/engine/fields/filters';
import { inputRegistry } from '../../../../src/engine/fields/inputs';
import { fieldRegistry } from '../../../../src/engine/fields/registry';

describe('field registries', () => {
  it('have a Field, an Input and an explicit Filter decision for every kind', () => {
    for (const kind of FIELD_KINDS) {
      expect(typeof fieldRegistry[kind], kind).toBe('function');
      expect(typeof inputRegistry[kind], kind).toBe('function');
      const filter = (filterRegistry as Partial<Record<string, unknown>>)[kind];
      // Either a filter input, or named as not filterable — never both, never neither.
      expect(isFilterable(kind) ? typeof filter : filter, kind).toBe(isFilterable(kind) ? 'function' : undefined);
    }
    expect(Object.keys(fieldRegistry).sort()).toEqual([...FIELD_KINDS].sort());
    expect(Object.keys(inputRegistry).sort()).toEqual([...FIELD_KINDS].sort());
    expect([...Object.keys(filterRegistry), ...UNFILTERABLE_KINDS].sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('does not offer filters for structures, secrets and files', () => {
    expect([...UNFILTERABLE_KINDS].sort()).toEqual(['array', 'file', 'json', 'object', 'password']);
  });
});
