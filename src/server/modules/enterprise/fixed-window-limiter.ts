/** A clock in milliseconds; tests may inject their own. */
export type Clock = () => number;

// Expired windows are swept once this many keys are tracked, so a flood of distinct IPs
// cannot grow memory without bound.
const SWEEP_THRESHOLD = 10_000;

/**
 * Allows at most `max` hits per key in each `windowMs` window that starts at the key's first
 * hit. In memory: one instance per app, each server process counts on its own.
 */
export function fixedWindowLimiter(options: { max: number; windowMs: number; now?: Clock }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };

  return {
    /** Counts one hit for `key`; false when the key is over its limit for the current window. */
    tryHit(key: string): boolean {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(time);
        window = { count: 0, resetAt: time + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.max;
    },
    get size(): number {
      return windows.size;
    },
  };
}
