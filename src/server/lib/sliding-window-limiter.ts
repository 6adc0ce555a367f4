/** A clock in milliseconds; tests inject their own. */
export type Clock = () => number;

export interface SlidingWindowOptions {
  windowMs: number;
  max: number;
  now?: Clock;
}

/**
 * Keys whose hits have all expired are swept once the map grows past this many keys, so a
 * flood of distinct IPs or e-mails cannot grow memory without bound.
 */
export const SWEEP_THRESHOLD = 10_000;

/**
 * Counts hits per key over the last `windowMs` (a true sliding window: each hit expires on its
 * own, no fixed buckets). In memory, so one instance per app; several server processes each
 * keep their own counts. Used by the password check of account settings (a signed-in
 * account's own budget); every limit on a public path is in modules/rate-limits, in the database.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly max: number;
  private readonly now: Clock;

  constructor(options: SlidingWindowOptions) {
    this.windowMs = options.windowMs;
    this.max = options.max;
    this.now = options.now ?? Date.now;
  }

  /** True when `key` already has `max` hits inside the window. */
  isLimited(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  /** Records one hit for `key`. */
  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep();
  }

  /** Forgets every hit of `key`. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Number of keys currently tracked (for tests of the sweep). */
  get size(): number {
    return this.hits.size;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
