import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottleLimits } from './limits';

/** Attempts are forgotten a day after the last one. */
const FORGET_MS = 24 * 60 * 60 * 1000;
/** Keys kept at most (logins are client input): beyond it the stalest go first. */
const MAX_KEYS = 50_000;

interface Entry {
  /** Attempts counted since the key was last forgotten. */
  count: number;
  /** When the last one was counted (ms). */
  last: number;
}

/** Who is asking: the login typed and the client's address; both are counted. */
export interface Asker {
  login: string;
  address: string;
}

/** The asker of a request: the address of its connection (no proxy is trusted to name another). */
export const askerOf = (req: FastifyRequest, login: string): Asker => ({ login, address: req.ip });

/**
 * Growing back-off per login and per address: once a key has made its allowed attempts, each
 * further one waits twice as long as the one before (up to the longest wait). Attempts are
 * counted when they start, so a burst sent at once counts whole; a successful sign-in forgets its
 * login's failures (`forget`), an address's go only a day after its last attempt. Kept in memory: a restart forgets, as a restart of a real gateway would.
 */
export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => Date,
  ) {}

  private keys({ login, address }: Asker): { key: string; limit: number }[] {
    return [
      { key: `login\u0000${login.trim().toLocaleLowerCase('ru')}`, limit: this.limits.perLogin },
      { key: `address\u0000${address}`, limit: this.limits.perAddress },
    ];
  }

  private entry(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.last > FORGET_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** When a key that has counted `count` attempts, the last at `last`, may try again (ms). */
  private until({ count, last }: Entry, limit: number): number {
    const over = count - limit;
    return over < 0 ? 0 : last + Math.min(this.limits.delaySeconds * 2 ** over, this.limits.maxDelaySeconds) * 1000;
  }

  /** Whole seconds the asker must still wait; 0 when the attempt may go ahead. */
  wait(asker: Asker): number {
    const now = this.now().getTime();
    const until = Math.max(
      0,
      ...this.keys(asker).map(({ key, limit }) => {
        const entry = this.entry(key, now);
        return entry ? this.until(entry, limit) : 0;
      }),
    );
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts one attempt of the asker; from its limit on, the next one has to wait. */
  count(asker: Asker): void {
    const now = this.now().getTime();
    for (const { key } of this.keys(asker)) {
      const count = (this.entry(key, now)?.count ?? 0) + 1;
      // Re-inserted: the map's order is then the order of last use, stalest first.
      this.entries.delete(key);
      this.entries.set(key, { count, last: now });
    }
    while (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * A successful sign-in: its login's failures are forgotten, and its own attempt is taken off
   * the address's count. The address's earlier failures stay (they go only with time), or one
   * address could try a few passwords on every login, signing in as itself between them.
   */
  forget(asker: Asker): void {
    const [login, address] = this.keys(asker);
    this.entries.delete(login.key);
    const entry = this.entries.get(address.key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
  }
}

/** 429 with Retry-After; `retryAfter` in the body too, so the console can word the wait itself. */
export function tooManyRequests(reply: FastifyReply, seconds: number, message: string): FastifyReply {
  return reply.code(429).header('retry-after', String(seconds)).send({ message, retryAfter: seconds });
}
