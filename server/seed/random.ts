/**
 * A seeded PRNG (mulberry32): the demo data, ids included, are the same on every first run,
 * so screenshots, e2e tests and bug reports agree on what "the third account" is.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A 24-character lower-case hex ObjectID. */
  objectId(): string {
    let out = '';
    while (out.length < 24) out += this.int(0, 0xffff).toString(16).padStart(4, '0');
    return out;
  }

  digits(n: number): string {
    let out = String(this.int(1, 9));
    while (out.length < n) out += String(this.int(0, 9));
    return out;
  }
}

/**
 * A stable 32-bit seed of a text (FNV-1a): a fixture's ids, an hour's statistics, a segment's
 * estimate are the same on every run and do not depend on what else was generated.
 */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A PRNG of its own per key: the same segment always gets the same stand-in numbers. */
export const rngOf = (text: string): Random => new Random(seedOf(text));

/** A key's seed as a number in [0, 1): the source of every deterministic demo figure. */
export const unit = (key: string): number => seedOf(key) / 4294967296;
