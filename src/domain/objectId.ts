/**
 * The platform's empty id (docs/product.md#constants): 24 zeros, written where a reference
 * names no record. The console reads it as no reference: nothing to look up, «—» on screen.
 */
export const EMPTY_OBJECT_ID = '0'.repeat(24);

/** A reference value that names no record: none at all, an empty text, or the platform's empty id. */
export const namesNoRecord = (id: unknown): boolean =>
  id === undefined || id === null || id === '' || id === EMPTY_OBJECT_ID;

const OBJECT_ID = /^[0-9a-z]{24}$/;

/** A record's id as the platform writes it: 24 digits and lower-case Latin letters (docs/product.md#validation). */
export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);
