import { describe, expect, it } from 'vitest';
import { createOwnerSlots, type ReleaseSlot } from './owner-slots.js';

const never = new AbortController().signal;

describe('owner slots', () => {
  it('lets each owner run its own number at once and the rest wait in arrival order', async () => {
    const slots = createOwnerSlots(2);
    const a1 = (await slots.acquire('a', never))!;
    await slots.acquire('a', never);
    const order: string[] = [];
    const third = slots.acquire('a', never).then((release) => (order.push('third'), release));
    const fourth = slots.acquire('a', never).then((release) => (order.push('fourth'), release));
    // Another owner is not held up by a's queue.
    expect(await slots.acquire('b', never)).toBeTypeOf('function');
    expect(slots.usage('a')).toEqual({ running: 2, waiting: 2 });

    a1();
    a1(); // a second call gives nothing back twice
    const thirdRelease = (await third)!;
    expect(slots.usage('a')).toEqual({ running: 2, waiting: 1 });
    thirdRelease();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('drops a waiter whose client went away, and frees the owner when all are done', async () => {
    const slots = createOwnerSlots(1);
    const first = (await slots.acquire('a', never))!;
    const gone = new AbortController();
    const waiting = slots.acquire('a', gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(slots.usage('a')).toEqual({ running: 1, waiting: 0 });
    first();
    expect(slots.usage('a')).toEqual({ running: 0, waiting: 0 });
    const again: ReleaseSlot | null = await slots.acquire('a', never);
    expect(again).toBeTypeOf('function');
  });
});
