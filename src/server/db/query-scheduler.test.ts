import { describe, expect, it } from 'vitest';
import { createQueryScheduler } from './query-scheduler.js';
import { runAs } from './work-owner.js';

/** Work that records its label when it runs (synchronously, as a PGlite statement does). */
const recorder = () => {
  const ran: string[] = [];
  const work = (label: string) => async () => {
    ran.push(label);
    return label;
  };
  return { ran, work };
};

describe('query scheduler', () => {
  it('serves one owner in the order its requests arrived, not the order of its statements', async () => {
    const scheduler = createQueryScheduler({ concurrency: 1 });
    const { ran, work } = recorder();
    const blocker = scheduler.run(work('blocker'));
    const newer = runAs({ key: 'a', arrivedAt: 20 }, () => scheduler.run(work('newer request')));
    const older = runAs({ key: 'a', arrivedAt: 10 }, () =>
      scheduler.run(work('older request, second statement')),
    );
    await Promise.all([blocker, newer, older]);
    expect(ran).toEqual(['blocker', 'older request, second statement', 'newer request']);
  });

  it('lets owners take turns: one owner with fifty waiting does not hold up another', async () => {
    const scheduler = createQueryScheduler({ concurrency: 1 });
    const { ran, work } = recorder();
    const all: Promise<string>[] = [];
    for (let i = 0; i < 50; i++) {
      all.push(runAs({ key: 'heavy', arrivedAt: i }, () => scheduler.run(work(`heavy ${i}`))));
    }
    all.push(runAs({ key: 'other', arrivedAt: 100 }, () => scheduler.run(work('other'))));
    await Promise.all(all);
    // heavy 0 started at once; the other owner's turn comes right after heavy 1.
    expect(ran.indexOf('other')).toBeLessThanOrEqual(2);
    expect(ran.filter((label) => label.startsWith('heavy'))).toEqual(
      Array.from({ length: 50 }, (_, i) => `heavy ${i}`),
    );
  });

  it('gives the event loop a turn between two statements', async () => {
    const scheduler = createQueryScheduler({ concurrency: 1, sliceMs: 0 });
    const { ran, work } = recorder();
    const first = scheduler.run(work('first'));
    const queued = [scheduler.run(work('second')), scheduler.run(work('third'))];
    setImmediate(() => ran.push('event loop'));
    await Promise.all([first, ...queued]);
    expect(ran.indexOf('event loop')).toBeGreaterThan(0);
    expect(ran.indexOf('event loop')).toBeLessThan(ran.indexOf('third'));
  });

  it('runs at most `concurrency` statements at once', async () => {
    const scheduler = createQueryScheduler({ concurrency: 2 });
    let active = 0;
    let peak = 0;
    const slow = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    };
    await Promise.all(Array.from({ length: 6 }, () => scheduler.run(slow)));
    expect(peak).toBe(2);
    expect(scheduler.waiting).toBe(0);
  });

  it("on the event loop, starts nothing inside the caller's own tick", async () => {
    const scheduler = createQueryScheduler({ concurrency: 1, sliceMs: 2 });
    const { ran, work } = recorder();
    const done = scheduler.run(work('statement'));
    await Promise.resolve();
    // A socket callback that asked for a statement ends before the statement runs: the next
    // socket is read first, so requests are queued (and ordered) before any of them runs.
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(['statement']);
  });

  it('passes a failure to its caller and goes on with the next statement', async () => {
    const scheduler = createQueryScheduler({ concurrency: 1, sliceMs: 0 });
    const failing = scheduler.run(async () => {
      throw new Error('syntax error');
    });
    const next = scheduler.run(async () => 'next');
    await expect(failing).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe('next');
  });
});
