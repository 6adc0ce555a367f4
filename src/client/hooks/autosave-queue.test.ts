import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autosaveDelay,
  createAutosaveQueue,
  type AutosaveStatus,
  type PreparedSave,
} from './autosave-queue';

const DELAY = 800;

/** A queue over strings whose sends the test answers by hand, one deferred promise each. */
function setup({
  autoSave = true,
  prepare,
}: {
  autoSave?: boolean;
  prepare?: (value: string) => PreparedSave<string>;
} = {}) {
  const statuses: AutosaveStatus[] = [];
  const sent: string[] = [];
  const answers: ((stored: boolean) => void)[] = [];
  const settings = { autoSave };
  const queue = createAutosaveQueue<string, string>({
    prepare: prepare ?? ((value) => ({ kind: 'send', payload: value })),
    send: (payload) => {
      sent.push(payload);
      return new Promise<boolean>((resolve) => answers.push(resolve));
    },
    delay: () => DELAY,
    autoSave: () => settings.autoSave,
    onStatus: (status) => statuses.push(status),
  });
  // Lets a send chained behind another start, answers the oldest, and lets its answer land.
  const answer = async (stored: boolean) => {
    await vi.advanceTimersByTimeAsync(0);
    answers.shift()?.(stored);
    await vi.advanceTimersByTimeAsync(0);
  };
  const last = () => statuses.at(-1);
  return { queue, statuses, sent, answer, last, settings };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave queue', () => {
  it('sends once, the delay after the last of several changes', async () => {
    const { queue, sent, answer, last } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    queue.change('ab');
    expect(last()).toBe('pending');
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['ab']);
    expect(last()).toBe('saving');
    await answer(true);
    expect(last()).toBe('saved');
    expect(queue.hasWaiting()).toBe(false);
  });

  it('never runs two sends at once: an edit made during a send follows it with the latest value', async () => {
    const { queue, sent, answer, last } = setup();
    queue.change('one');
    await vi.advanceTimersByTimeAsync(DELAY);
    queue.change('two');
    queue.change('three');
    expect(last()).toBe('saving');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(sent).toEqual(['one']);
    await answer(true);
    expect(sent).toEqual(['one', 'three']);
    await answer(true);
    expect(last()).toBe('saved');
  });

  it('after a send, a newer change still waiting for its delay shows as pending', async () => {
    const { queue, sent, answer, last } = setup();
    queue.change('one');
    await vi.advanceTimersByTimeAsync(DELAY);
    queue.change('two');
    await answer(true);
    expect(last()).toBe('pending');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(sent).toEqual(['one', 'two']);
  });

  it('keeps a failed change for Retry (flush) and reports the error', async () => {
    const { queue, sent, answer, last } = setup();
    queue.change('words');
    await vi.advanceTimersByTimeAsync(DELAY);
    await answer(false);
    expect(last()).toBe('error');
    expect(queue.hasWaiting()).toBe(true);
    const retried = queue.flush();
    await answer(true);
    await expect(retried).resolves.toBe(true);
    expect(sent).toEqual(['words', 'words']);
    expect(last()).toBe('saved');
  });

  it('a send that throws counts as a failure and later saves still run', async () => {
    const throwing = createAutosaveQueue<string, string>({
      prepare: (value) => ({ kind: 'send', payload: value }),
      send: () => Promise.reject(new Error('offline')),
      delay: () => DELAY,
      autoSave: () => true,
      onStatus: () => undefined,
    });
    throwing.change('x');
    await expect(throwing.flush()).resolves.toBe(false);
    await expect(throwing.flush()).resolves.toBe(false);
  });

  it('with auto-save off, changes wait as unsaved until saveNow', async () => {
    const { queue, sent, answer, last } = setup({ autoSave: false });
    queue.change('draft');
    expect(last()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(sent).toEqual([]);
    const done = queue.saveNow('draft!');
    await vi.advanceTimersByTimeAsync(0);
    await answer(true);
    await expect(done).resolves.toBe(true);
    expect(sent).toEqual(['draft!']);
  });

  it('blocked and unchanged values send nothing', async () => {
    const { queue, sent, last } = setup({
      prepare: (value) =>
        value === ''
          ? { kind: 'blocked' }
          : value === 'same'
            ? { kind: 'unchanged' }
            : { kind: 'send', payload: value },
    });
    queue.change('');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(last()).toBe('blocked');
    queue.change('same');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(last()).toBe('saved');
    expect(sent).toEqual([]);
  });

  it('a held change schedules nothing, and discard forgets the waiting change', async () => {
    const { queue, sent, last } = setup();
    queue.change('a');
    queue.hold('');
    expect(last()).toBe('blocked');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(sent).toEqual([]);
    queue.change('b');
    queue.discard('idle');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(sent).toEqual([]);
    expect(last()).toBe('idle');
  });

  it('hands the waiting change over for the page-hide send, once, and only with auto-save on', () => {
    const { queue, settings } = setup();
    settings.autoSave = false;
    queue.change('late');
    expect(queue.takeForPageHide()).toBeUndefined();
    settings.autoSave = true;
    expect(queue.takeForPageHide()).toBe('late');
    expect(queue.takeForPageHide()).toBeUndefined();
  });
});

describe('autosaveDelay', () => {
  it('is the autosave delay once the initialization guard is over', () => {
    expect(autosaveDelay(1000, 500, 10_000)).toBe(1000);
  });

  it('never fires before the guard ends, however long the guard', () => {
    const guardEnd = 5_500;
    for (const now of [5_000, 5_100, 5_500]) {
      expect(now + autosaveDelay(1000, guardEnd, now)).toBeGreaterThanOrEqual(guardEnd);
      expect(autosaveDelay(1000, guardEnd, now)).toBeGreaterThanOrEqual(1000);
    }
    expect(autosaveDelay(100, 5_500, 5_000)).toBe(500);
  });
});
