import { describe, expect, it } from 'vitest';
import { EMPTY_OBJECT_ID, isObjectId, namesNoRecord } from '../../../src/domain/objectId';

describe('a reference that names no record', () => {
  it('is none at all, an empty text or the platform’s empty id of 24 zeros', () => {
    expect(EMPTY_OBJECT_ID).toBe('000000000000000000000000');
    for (const none of [undefined, null, '', EMPTY_OBJECT_ID]) expect(namesNoRecord(none)).toBe(true);
  });

  it('is not an id of a record, even one of zeros of another length', () => {
    for (const id of ['65f1c0a2b3c4d5e6f7a8b9c0', '0'.repeat(23), 0]) expect(namesNoRecord(id)).toBe(false);
  });
});

describe("a record's id", () => {
  it('is 24 digits and lower-case Latin letters, as the platform writes it', () => {
    for (const id of ['65f1c0a2b3c4d5e6f7a8b9c0', EMPTY_OBJECT_ID, 'z'.repeat(24)]) expect(isObjectId(id)).toBe(true);
  });

  it('is no other length, no capital, no other character and nothing but a text', () => {
    for (const id of ['65f1c0a2b3c4d5e6f7a8b9c', '65f1c0a2b3c4d5e6f7a8b9c00', '65F1C0A2B3C4D5E6F7A8B9C0'])
      expect(isObjectId(id)).toBe(false);
    for (const id of ['65f1c0a2b3c4d5e6f7a8b9-0', ' 65f1c0a2b3c4d5e6f7a8b9c0', 123, null, undefined])
      expect(isObjectId(id)).toBe(false);
  });
});
