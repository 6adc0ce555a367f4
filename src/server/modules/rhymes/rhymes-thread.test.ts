import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { memoryBreakdown } from '../../lib/memory-sources.js';
import { threadEventRecorder } from '../../test/thread-events.js';
import { rhymesThread, type ThreadEvent } from './rhymes-thread.js';

describe('rhyme finder thread', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('builds its index off the event loop: other requests are answered meanwhile', async () => {
    const order: string[] = [];
    const rhymes = t.app
      .inject({ url: '/api/rhymes?word=heart', headers: { cookie: user.cookie } })
      .then((res) => {
        order.push('rhymes');
        return res;
      });
    const health = t.app.inject({ url: '/api/health' }).then((res) => {
      order.push('health');
      return res;
    });
    const [rhymesRes, healthRes] = await Promise.all([rhymes, health]);
    expect(healthRes.statusCode).toBe(200);
    expect(rhymesRes.statusCode).toBe(200);
    // The cold index takes seconds to build; a blocked loop would answer health after it.
    expect(order).toEqual(['health', 'rhymes']);
    expect(JSON.stringify(rhymesRes.json())).toContain('start');
  });

  it('counts syllables through the same thread', async () => {
    const res = await t.app.inject({
      url: `/api/syllables?text=${encodeURIComponent('heart of gold\nbeautiful')}`,
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toEqual({ lines: [3, 3] });
  });
});

describe('rhyme finder thread lifetime', { timeout: 60_000 }, () => {
  /** A thread that ends after `idleMs` without requests (0: never), with its events recorded. */
  function quickThread(idleMs = 100) {
    const events = threadEventRecorder<ThreadEvent>();
    return { thread: rhymesThread({ idleMs, onThreadEvent: events.record }), events };
  }
  const threadParts = async () =>
    (await memoryBreakdown()).filter((figure) => figure.part === 'rhymes thread');

  it('ends after a quiet while, and the next request starts it again', async () => {
    const { thread, events } = quickThread();
    try {
      const ended = events.next('ended');
      // Spanish syllables need no dictionary: the thread's start and end alone are timed here.
      expect(await thread.countTextSyllables('corazón', 'es')).toEqual([3]);
      await ended;
      expect(events.seen).toEqual(['started', 'ending', 'ended']);
      expect(await threadParts()).toEqual([]);
      expect(await thread.countTextSyllables('canción', 'es')).toEqual([2]);
      expect(events.seen.at(-1)).toBe('started');
    } finally {
      await thread.close();
    }
  });

  it('answers a request that arrives while the thread is ending, on a new thread', async () => {
    const { thread, events } = quickThread();
    try {
      await thread.countTextSyllables('amor', 'es');
      // Asked the moment the quiet thread is told to end, before it has exited.
      const raced = events.askAt('ending', () => thread.countTextSyllables('luna llena', 'es'));
      await events.next('ended');
      expect(await raced).toEqual([4]);
      expect(events.seen.slice(0, 4)).toEqual(['started', 'ending', 'started', 'ended']);
    } finally {
      await thread.close();
    }
  });

  it('loads only the dictionary of the language asked for, and reports it', async () => {
    // A thread that stays, so that what it holds can be read after it answered.
    const { thread } = quickThread(0);
    try {
      expect(thread.dictionaries()).toEqual([]);
      const answer = await thread.findRhymes('canção', 'pt');
      expect(answer.supported).toBe(true);
      expect(thread.dictionaries()).toEqual(['pt']);
      const [figure] = await threadParts();
      expect(figure).toMatchObject({ part: 'rhymes thread', detail: 'dictionaries: pt' });
      expect(figure!.bytes).toBeGreaterThan(1_000_000);
    } finally {
      await thread.close();
    }
  });
});
