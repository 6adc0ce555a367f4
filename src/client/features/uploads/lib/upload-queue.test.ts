import { describe, expect, it } from 'vitest';
import {
  isQueueBusy,
  needsAttention,
  nextToStart,
  overallPercent,
  uploadQueueReducer,
  type PendingUpload,
  type UploadQueueAction,
} from './upload-queue';

const file = (key: string, size = 100) => ({ key, place: 'library', name: `${key}.wav`, size });
const run = (actions: UploadQueueAction[], from: PendingUpload[] = []) =>
  actions.reduce(uploadQueueReducer, from);
const states = (queue: PendingUpload[]) => queue.map((u) => `${u.key}:${u.state}`);

describe('upload queue', () => {
  it('gives every file a queued row and starts no more than three at a time, oldest first', () => {
    const queue = run([{ type: 'add', uploads: ['a', 'b', 'c', 'd', 'e'].map((k) => file(k)) }]);
    expect(states(queue)).toEqual(['a:queued', 'b:queued', 'c:queued', 'd:queued', 'e:queued']);
    expect(nextToStart(queue)).toEqual(['a', 'b', 'c']);
    const sending = run(
      nextToStart(queue).map((key) => ({ type: 'start', key }) as const),
      queue,
    );
    expect(nextToStart(sending)).toEqual([]);
    const oneDone = run([{ type: 'done', key: 'b' }], sending);
    expect(nextToStart(oneDone)).toEqual(['d']);
  });

  it('keeps a failed row with its reason until retried (queued again) or dismissed', () => {
    let queue = run([
      { type: 'add', uploads: [file('a'), file('b')] },
      { type: 'start', key: 'a' },
      { type: 'progress', key: 'a', percent: 40 },
      { type: 'fail', key: 'a', reason: 'Not an audio file', retryable: true },
    ]);
    expect(queue[0]).toMatchObject({ state: 'failed', reason: 'Not an audio file', percent: 40 });
    queue = run([{ type: 'retry', key: 'a' }], queue);
    expect(queue[0]).toEqual({
      key: 'a',
      place: 'library',
      name: 'a.wav',
      size: 100,
      state: 'queued',
      percent: 0,
    });
    queue = run(
      [
        { type: 'start', key: 'a' },
        { type: 'fail', key: 'a', reason: 'x', retryable: true },
      ],
      queue,
    );
    queue = run([{ type: 'remove', keys: ['a'] }], queue);
    expect(states(queue)).toEqual(['b:queued']);
  });

  it('adds files refused before sending as failed rows that Retry queues', () => {
    const queue = run([
      { type: 'refuse', uploads: [{ ...file('big'), reason: 'No room', retryable: true }] },
    ]);
    expect(queue[0]).toMatchObject({ state: 'failed', reason: 'No room' });
    expect(nextToStart(queue)).toEqual([]);
    expect(nextToStart(run([{ type: 'retry', key: 'big' }], queue))).toEqual(['big']);
  });

  it('ignores actions that do not fit the row state', () => {
    const queue = run([{ type: 'add', uploads: [file('a')] }]);
    expect(run([{ type: 'done', key: 'a' }], queue)).toBe(queue); // never started
    expect(run([{ type: 'retry', key: 'a' }], queue)).toBe(queue); // not failed
    expect(run([{ type: 'progress', key: 'a', percent: 10 }], queue)).toBe(queue);
    expect(run([{ type: 'start', key: 'zz' }], queue)).toBe(queue);
    const done = run(
      [
        { type: 'start', key: 'a' },
        { type: 'done', key: 'a' },
      ],
      queue,
    );
    expect(done[0]).toMatchObject({ state: 'done', percent: 100 });
    expect(run([{ type: 'fail', key: 'a', reason: 'late', retryable: true }], done)).toBe(done);
  });

  it('measures the overall progress by bytes over the files on their way', () => {
    const queue = run([
      { type: 'add', uploads: [file('a', 300), file('b', 100), file('c', 600)] },
      { type: 'start', key: 'a' },
      { type: 'progress', key: 'a', percent: 50 },
      { type: 'start', key: 'b' },
      { type: 'done', key: 'b' },
    ]);
    expect(overallPercent(queue)).toBe(25); // (150 + 100) of 1000 bytes
    const failedC = run([{ type: 'fail', key: 'c', reason: 'x', retryable: true }], queue);
    expect(overallPercent(failedC)).toBe(62); // 250 of 400: a failed file leaves the total
    expect(isQueueBusy(failedC)).toBe(true);
    const idle = run([{ type: 'done', key: 'a' }], failedC);
    expect(isQueueBusy(idle)).toBe(false);
    expect(overallPercent(idle)).toBe(0);
  });
  it("lists uploads interrupted by a reload once, at the server's percent, outside the batch", () => {
    const found = [{ ...file('x', 1000), percent: 40 }];
    let queue = run([
      { type: 'add', uploads: [file('a')] },
      { type: 'interrupted', uploads: found },
      { type: 'interrupted', uploads: found },
    ]);
    expect(states(queue)).toEqual(['a:queued', 'x:interrupted']);
    expect(queue[1]).toMatchObject({ percent: 40 });
    // Not sent by the queue, and not part of the batch's progress or busy state.
    expect(nextToStart(queue)).toEqual(['a']);
    expect(overallPercent(queue)).toBe(0);
    queue = run([{ type: 'remove', keys: ['a'] }], queue);
    expect(isQueueBusy(queue)).toBe(false);
    expect(run([{ type: 'start', key: 'x' }], queue)).toBe(queue);
  });

  it('offers no Retry for a file refused for what it is: the row stays failed', () => {
    const queue = run([
      { type: 'add', uploads: [file('a')] },
      { type: 'start', key: 'a' },
      { type: 'fail', key: 'a', reason: 'Not audio', retryable: false },
    ]);
    expect(queue[0]).toMatchObject({ state: 'failed', retryable: false });
    expect(run([{ type: 'retry', key: 'a' }], queue)).toBe(queue);
    expect(needsAttention(queue).map((upload) => upload.key)).toEqual(['a']);
  });

  it('lists files a reload left waiting, unkept, as rows asking for them, outside the batch', () => {
    const queue = run([
      { type: 'add', uploads: [file('a')] },
      { type: 'unsent', uploads: [file('w')] },
      { type: 'unsent', uploads: [file('w')] },
    ]);
    expect(states(queue)).toEqual(['a:queued', 'w:unsent']);
    expect(nextToStart(queue)).toEqual(['a']);
    expect(needsAttention(queue).map((upload) => upload.key)).toEqual(['w']);
    // A file kept in this browser and queued again after a reload gets its row once.
    expect(run([{ type: 'add', uploads: [file('a')] }], queue)).toBe(queue);
  });
});
