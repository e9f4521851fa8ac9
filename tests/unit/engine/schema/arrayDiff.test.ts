import { describe, expect, it } from 'vitest';
import { applyArrayDiff, arrayDiff } from '../../../../src/engine/schema/arrayDiff';

/** A list changed by its difference (x-calls.update.diff): what the console sends, what the API applies. */
describe('arrayDiff', () => {
  it('names the values added and removed, in their order, each once', () => {
    expect(arrayDiff(['a', 'b', 'c'], ['b', 'd', 'e', 'd'])).toEqual({ add: ['d', 'e'], remove: ['a', 'c'] });
  });

  it('treats a missing list as empty: a new list adds all, an emptied one removes all', () => {
    expect(arrayDiff(undefined, ['a'])).toEqual({ add: ['a'], remove: [] });
    expect(arrayDiff(['a', 'b'], null)).toEqual({ add: [], remove: ['a', 'b'] });
    expect(arrayDiff(['a'], ['a'])).toEqual({ add: [], remove: [] });
  });

  it('compares values as JSON, so numbers and objects work too', () => {
    expect(arrayDiff([1, { x: 1 }], [{ x: 1 }, 2])).toEqual({ add: [2], remove: [1] });
  });
});

describe('applyArrayDiff', () => {
  it('removes, then appends what is not there yet', () => {
    expect(applyArrayDiff(['a', 'b', 'c'], { add: ['b', 'd'], remove: ['a', 'x'] })).toEqual(['b', 'c', 'd']);
  });

  it('turns the previous list into the next one', () => {
    const previous = ['1.1.1.1', '2.2.2.2', '3.3.3.3'];
    const next = ['2.2.2.2', '4.4.4.4', '3.3.3.3'];
    expect(new Set(applyArrayDiff(previous, arrayDiff(previous, next)))).toEqual(new Set(next));
    expect(applyArrayDiff(undefined, { add: ['a'], remove: [] })).toEqual(['a']);
  });
});
