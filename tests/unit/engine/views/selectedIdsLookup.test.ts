import { describe, expect, it } from 'vitest';
import { SelectedIdsLookup, withIdLookup } from '../../../../src/engine/views/selectedIdsLookup';

describe('SelectedIdsLookup: the selected ids with a Set-backed includes', () => {
  const ids = ['a1', 'b2', 3, 'c4'];

  it('holds the same elements in the same order, and answers includes like the array', () => {
    const lookup = new SelectedIdsLookup(ids);
    expect([...lookup]).toEqual(ids);
    expect(lookup).toHaveLength(4);
    expect(Array.isArray(lookup)).toBe(true);
    expect(JSON.stringify(lookup)).toBe(JSON.stringify(ids));
    for (const probe of ['a1', 'c4', 3, '3', 'zz', undefined]) {
      expect(lookup.includes(probe as never)).toBe(ids.includes(probe as never));
    }
    // fromIndex keeps the array's meaning.
    expect(lookup.includes('a1', 1)).toBe(false);
    expect(lookup.includes('c4', 1)).toBe(true);
  });

  it('derives plain arrays, so react-admin never keeps a stale Set', () => {
    const lookup = new SelectedIdsLookup(ids);
    const more = lookup.concat(['d5']);
    const fewer = lookup.filter((id) => id !== 'a1');
    expect(Object.getPrototypeOf(more)).toBe(Array.prototype);
    expect(Object.getPrototypeOf(fewer)).toBe(Array.prototype);
    expect(more.includes('d5')).toBe(true);
    expect(fewer.includes('a1')).toBe(false);
  });

  it('takes a selection far larger than push() accepts as arguments', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => `id${i}`);
    const lookup = new SelectedIdsLookup(many);
    expect(lookup).toHaveLength(200_000);
    expect(lookup.includes('id199999')).toBe(true);
  });

  it('leaves a missing selection missing', () => {
    expect(withIdLookup(undefined)).toBeUndefined();
    expect(withIdLookup([])).toEqual([]);
  });
});
