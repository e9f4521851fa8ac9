import crypto from 'node:crypto';

/** A new record's id: 24 lower-case hex characters, the platform's ObjectID (docs/product.md#validation). */
export const newObjectId = (): string => crypto.randomBytes(12).toString('hex');
