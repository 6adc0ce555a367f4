import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { watchExternalMemory } from './external-memory-watch.js';

const MB = 1024 * 1024;

/** A watch at 16 MB over `external()`'s figures, looking every 5 ms, counting its collections. */
function countingWatch(external: () => number) {
  const counted = { collections: 0 };
  const watch = watchExternalMemory({
    growthBytes: 16 * MB,
    externalBytes: external,
    collectYoung: () => {
      counted.collections += 1;
      return true;
    },
    intervalMs: 5,
  });
  return { counted, stop: () => watch.stop() };
}

describe('watchExternalMemory', () => {
  it('collects the young generation once the external memory grew by the threshold', async () => {
    let external = 10 * MB;
    const { counted, stop } = countingWatch(() => external);
    try {
      external = 20 * MB; // 10 MB over the lowest: not yet
      await sleep(30);
      expect(counted.collections).toBe(0);
      external = 27 * MB;
      await sleep(30);
      expect(counted.collections).toBe(1);
    } finally {
      stop();
    }
  });

  it('measures growth from the lowest figure seen since, as the freed memory is counted off', async () => {
    let external = 30 * MB;
    const { counted, stop } = countingWatch(() => external);
    try {
      external = 50 * MB;
      await sleep(30);
      // Read just after the collection, the figure has not come down yet: no second collection.
      expect(counted.collections).toBe(1);
      external = 8 * MB; // the sweep counted the freed Buffers off
      await sleep(30);
      external = 20 * MB; // 12 MB over the new lowest
      await sleep(30);
      expect(counted.collections).toBe(1);
      external = 25 * MB;
      await sleep(30);
      expect(counted.collections).toBe(2);
    } finally {
      stop();
    }
  });

  it('stops looking where no collector is exposed', async () => {
    let looks = 0;
    const watch = watchExternalMemory({
      growthBytes: MB,
      externalBytes: () => (looks += 1) * 2 * MB,
      collectYoung: () => false,
      intervalMs: 5,
    });
    await sleep(40);
    const seen = looks;
    await sleep(40);
    expect(looks).toBe(seen);
    watch.stop();
  });
});
