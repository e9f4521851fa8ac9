import crypto from 'node:crypto';
import { promisify } from 'node:util';

/**
 * scrypt from node:crypto: memory-hard, no native add-on to build. The stored form carries its
 * parameters, so they can be raised later without invalidating existing hashes.
 */
const N = 16384,
  R = 8,
  P = 1,
  KEYLEN = 64;
const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Asynchronous on the sign-in path so one slow hash does not stall every other request. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hex] = parts;
  const expected = Buffer.from(hex, 'hex');
  const key = await scrypt(password, Buffer.from(salt, 'hex'), expected.length, { N: +n, r: +r, p: +p });
  return crypto.timingSafeEqual(key, expected);
}

/** Random secrets are stored only as their SHA-256: a copied database file grants no sessions. */
export const newSecret = (): string => crypto.randomBytes(32).toString('hex');
export const digest = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');
