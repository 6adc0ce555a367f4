import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { rateLimitRepository, type BucketState } from './rate-limit.repository.js';
import { RATE_LIMITS, type RateLimitName } from './rate-limit-rules.js';

/** One thing counted against one rule, e.g. sign-ups from the address 203.0.113.7. */
export interface Counter {
  rule: RateLimitName;
  /** An address, e-mail or account id; only its digest is stored. */
  value: string;
}

export const RATE_LIMITED_CODE = 'rateLimited';

// E-mails and addresses are personal data: the table keeps a digest, never the value.
const keyOf = ({ rule, value }: Counter) =>
  `${rule}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The 429 answer: what was refused, when to try again (Retry-After), the stable code. */
export function rateLimited(rule: RateLimitName, retryAfterSeconds: number): HttpError {
  const wait = minutes(retryAfterSeconds);
  const message = `${RATE_LIMITS[rule].message} Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
  return new HttpError(429, message, undefined, RATE_LIMITED_CODE, retryAfterSeconds);
}

/**
 * Rate limits kept in PostgreSQL, so they hold across processes and restarts. `enabled: false`
 * (RATE_LIMITS=off) counts nothing: for test suites and load tests that send every request
 * from one address.
 */
export function rateLimiter(db: DbExecutor, options: { enabled?: boolean; now?: () => Date } = {}) {
  const repo = rateLimitRepository(db);
  const enabled = options.enabled ?? true;
  const now = options.now ?? (() => new Date());

  /** The first counter past its limit as a 429, with the longest wait among those past it. */
  function refusal(
    counters: Counter[],
    states: BucketState[],
    at: Date,
    over: (hits: number, max: number) => boolean,
  ) {
    let worst: { rule: RateLimitName; seconds: number } | null = null;
    for (const counter of counters) {
      const bucket = states.find((row) => row.key === keyOf(counter));
      if (!bucket || bucket.expiresAt <= at || !over(bucket.hits, RATE_LIMITS[counter.rule].max))
        continue;
      const seconds = Math.max(1, Math.ceil((bucket.expiresAt.getTime() - at.getTime()) / 1000));
      if (!worst || seconds > worst.seconds) worst = { rule: counter.rule, seconds };
    }
    return worst ? rateLimited(worst.rule, worst.seconds) : null;
  }

  /** One statement: a hit on every counter; their states after it. */
  async function count(counters: Counter[], at: Date): Promise<BucketState[]> {
    const buckets = counters.map((counter) => ({
      key: keyOf(counter),
      windowMs: RATE_LIMITS[counter.rule].windowMs,
    }));
    return repo.hit(buckets, at);
  }

  return {
    /** Counts one event on every counter; a 429 when any went past its limit. */
    async hit(...counters: Counter[]): Promise<void> {
      if (!enabled || counters.length === 0) return;
      const at = now();
      const states = await count(counters, at);
      const refused = refusal(counters, states, at, (hits, max) => hits > max);
      if (refused) throw refused;
    },

    /** Counts one event on every counter without refusing it (a failed sign-in is a 401 anyway). */
    async record(...counters: Counter[]): Promise<void> {
      if (!enabled || counters.length === 0) return;
      await count(counters, now());
    },

    /** A 429 when any counter already reached its limit; counts nothing (failed sign-ins). */
    async check(...counters: Counter[]): Promise<void> {
      if (!enabled || counters.length === 0) return;
      const at = now();
      const refused = refusal(
        counters,
        await repo.read(counters.map(keyOf)),
        at,
        (hits, max) => hits >= max,
      );
      if (refused) throw refused;
    },

    /** Forgets the counts (a successful sign-in clears that e-mail and address's failures). */
    async clear(...counters: Counter[]): Promise<void> {
      if (!enabled || counters.length === 0) return;
      await repo.clear(counters.map(keyOf));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * Deletes the buckets whose windows have ended: a periodic job (scheduler.ts), once across
 * servers. A bucket past its window counts as empty anyway; this only keeps the table small.
 */
export async function deleteEndedRateLimitBuckets(db: DbExecutor, now = new Date()): Promise<void> {
  await rateLimitRepository(db).deleteEnded(now);
}
