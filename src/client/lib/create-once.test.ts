import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/constants';
import { ApiError, IN_PROGRESS_RETRIES, apiRequest } from './api-client';
import { createActions, newIdempotencyKey, retryLostAnswer } from './create-once';

/** A fetch stand-in answering from `answers` in turn, recording each request's key. */
function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
  const keys: (string | undefined)[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    const answer = answers[Math.min(keys.length - 1, answers.length - 1)]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, keys };
}

const created = () => Response.json({ id: 'p1' }, { status: 201 });
const inProgress = () =>
  Response.json(
    { message: 'Still running', code: 'idempotency.inProgress' },
    { status: 409, headers: { 'Retry-After': '1' } },
  );
const lostAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

/** A deferred promise: the test says when a request answers. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('one key per user action', () => {
  it('the same action started again while it runs is the running one: one request, one key', async () => {
    let made = 0;
    const actions = createActions<{ title: string }>(() => `key-${++made}`);
    const answer = later<string>();
    const run = vi.fn(() => answer.promise);

    const first = actions.start({ title: 'Harbour' }, run);
    const second = actions.start({ title: 'Harbour' }, run);
    expect(actions.keyOf({ title: 'Harbour' })).toBe('key-1');
    answer.resolve('one project');

    await expect(first).resolves.toBe('one project');
    await expect(second).resolves.toBe('one project');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a new action gets a new key, and two different actions at once each have their own', async () => {
    let made = 0;
    const actions = createActions<{ title: string }>(() => `key-${++made}`);
    const seen: string[] = [];
    const runFor = (title: string) => async () => seen.push(actions.keyOf({ title }));

    await actions.start({ title: 'A' }, runFor('A'));
    await actions.start({ title: 'A' }, runFor('A'));
    await Promise.all([
      actions.start({ title: 'B' }, runFor('B')),
      actions.start({ title: 'C' }, runFor('C')),
    ]);
    expect(seen).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('a failed action frees its place: starting it again is a new action', async () => {
    let made = 0;
    const actions = createActions<string>(() => `key-${++made}`);
    await expect(actions.start('x', () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    await actions.start('x', async () => expect(actions.keyOf('x')).toBe('key-2'));
  });

  it('a key is 32 random hex digits, new each time (printable ASCII, as the server asks)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('only a lost answer is sent again, once; a refusal is an answer', () => {
    expect(retryLostAnswer(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryLostAnswer(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryLostAnswer(0, new ApiError(400, '{}'))).toBe(false);
    expect(retryLostAnswer(0, new ApiError(500, '{}'))).toBe(false);
  });
});

describe('a create request and its key', () => {
  it('sends the key, and while the server still runs it waits Retry-After and asks again with the same key', async () => {
    vi.useFakeTimers();
    const { keys } = fakeFetch([inProgress, inProgress, created]);
    const answer = apiRequest('POST', '/api/projects', { title: 'A' }, { idempotencyKey: 'k1' });
    await vi.advanceTimersByTimeAsync(999);
    expect(keys).toEqual(['k1']); // Retry-After: 1 is a second
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answer).resolves.toEqual({ id: 'p1' });
    expect(keys).toEqual(['k1', 'k1', 'k1']);
  });

  it('gives up after a few tries and shows the refusal', async () => {
    vi.useFakeTimers();
    const { keys } = fakeFetch([inProgress]);
    const answer = apiRequest('POST', '/api/projects', {}, { idempotencyKey: 'k1' });
    const refused = expect(answer).rejects.toMatchObject({
      status: 409,
      code: 'idempotency.inProgress',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    await refused;
    expect(keys).toHaveLength(IN_PROGRESS_RETRIES + 1);
  });

  it('another 409, or a request without a key, is not asked again', async () => {
    const conflict = () => Response.json({ code: 'playlists.trackExists' }, { status: 409 });
    const other = fakeFetch([conflict, created]);
    await expect(apiRequest('POST', '/x', {}, { idempotencyKey: 'k' })).rejects.toThrow(ApiError);
    expect(other.keys).toEqual(['k']);

    const unkeyed = fakeFetch([inProgress, created]);
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow(ApiError);
    expect(unkeyed.keys).toEqual([undefined]);
  });

  it('through a mutation as useCreateMutation wires it: a retry keeps the key, a new action gets a new one', async () => {
    const { keys } = fakeFetch([lostAnswer, created, created]);
    let made = 0;
    const actions = createActions<{ title: string }>(() => `key-${++made}`);
    const observer = new MutationObserver(new QueryClient(), {
      mutationFn: (variables: { title: string }) =>
        apiRequest('POST', '/api/projects', variables, {
          idempotencyKey: actions.keyOf(variables),
        }),
      retry: retryLostAnswer,
      retryDelay: 0,
    });
    const action = (title: string) => actions.start({ title }, () => observer.mutate({ title }));

    await expect(action('Harbour')).resolves.toEqual({ id: 'p1' });
    expect(keys).toEqual(['key-1', 'key-1']);
    await action('Harbour');
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
