import { describe, expect, it } from 'vitest';
import { EMPTY_OBJECT_ID, namesNoRecord } from '../../../src/domain/objectId';

describe('a reference that names no record', () => {
  it('is none at all, an empty text or the platform’s empty id of 24 zeros', () => {
    expect(EMPTY_OBJECT_ID).toBe('000000000000000000000000');
    for (const none of [undefined, null, '', EMPTY_OBJECT_ID]) expect(namesNoRecord(none)).toBe(true);
  });

  it('is not an id of a record, even one of zeros of another length', () => {
    for (const id of ['65f1c0a2b3c4d5e6f7a8b9c0', '0'.repeat(23), 0]) expect(namesNoRecord(id)).toBe(false);
  });
});
