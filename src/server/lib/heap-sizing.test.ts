import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { watchHeapBudget } from './heap-sizing.js';

const MB = 1024 * 1024;

describe('watchHeapBudget', () => {
  it('turns the memory saver on over the budget and off only under three quarters of it', async () => {
    let heap = 50 * MB;
    const calls: boolean[] = [];
    const watch = watchHeapBudget({
      budgetBytes: 100 * MB,
      heapBytes: () => heap,
      setSaver: (on) => calls.push(on),
      intervalMs: 5,
    });
    try {
      await sleep(30);
      expect(calls).toEqual([]);
      heap = 120 * MB;
      await sleep(30);
      expect(calls).toEqual([true]);
      heap = 90 * MB; // under the budget, not yet under three quarters of it: stays on
      await sleep(30);
      expect(calls).toEqual([true]);
      heap = 70 * MB;
      await sleep(30);
      expect(calls).toEqual([true, false]);
    } finally {
      watch.stop();
    }
  });

  it('turns the memory saver off when stopped while on', async () => {
    const calls: boolean[] = [];
    const watch = watchHeapBudget({
      budgetBytes: 10 * MB,
      heapBytes: () => 20 * MB,
      setSaver: (on) => calls.push(on),
      intervalMs: 5,
    });
    await sleep(30);
    watch.stop();
    expect(calls).toEqual([true, false]);
  });
});
