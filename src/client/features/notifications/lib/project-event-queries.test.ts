import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectEvent } from '../../../../shared/schemas/project-events';
import { refreshForProjectEvent, refreshQueries } from '../api/project-event-refresh';
import { parseProjectEvent, staleAfterReconnect, staleQueriesOf } from './project-event-queries';

const P = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const SONG = '33333333-3333-4333-8333-333333333333';
const OTHER_SONG = '44444444-4444-4444-8444-444444444444';

/** Keys the tab caches (the first element of each query key: the URL it GETs). */
const KEYS = {
  project: `/api/projects/${P}`,
  projectList: '/api/projects',
  songs: `/api/projects/${P}/audio`,
  library: '/api/audio/all',
  song: `/api/audio/${SONG}`,
  songVersions: `/api/audio/${SONG}/versions`,
  songComments: `/api/audio/${SONG}/comments`,
  otherSongComments: `/api/audio/${OTHER_SONG}/comments`,
  otherSong: `/api/audio/${OTHER_SONG}`,
  otherSongVersions: `/api/audio/${OTHER_SONG}/versions`,
  lyrics: `/api/projects/${P}/lyrics`,
  credits: `/api/projects/${P}/credits`,
  creditsSummary: `/api/projects/${P}/credits/summary`,
  splits: `/api/projects/${P}/splits`,
  details: `/api/projects/${P}/details`,
  collaborations: `/api/projects/${P}/collaborations`,
  projectComments: `/api/projects/${P}/comments`,
  commentCounts: `/api/projects/${P}/comments/counts`,
  dashboard: '/api/dashboard/fast',
  otherCredits: `/api/projects/${OTHER}/credits`,
  otherProject: `/api/projects/${OTHER}`,
  notifications: '/api/notifications',
} as const;
type Key = keyof typeof KEYS;

const staleFor = (event: Omit<ProjectEvent, 'projectId'>) => {
  const test = staleQueriesOf({ projectId: P, ...event });
  return (Object.keys(KEYS) as Key[]).filter((key) => test(KEYS[key])).toSorted();
};

describe('which queries a project event makes stale', () => {
  it('credits, splits and details: only that list of that project', () => {
    expect(staleFor({ kind: 'credits', ids: [] })).toEqual(['credits', 'creditsSummary']);
    expect(staleFor({ kind: 'splits', ids: [] })).toEqual(['splits']);
    expect(staleFor({ kind: 'details', ids: [] })).toEqual(['details']);
  });

  it('audio: the project’s songs, the library, the files named, not other files', () => {
    expect(staleFor({ kind: 'audio', ids: [SONG] })).toEqual(
      [
        'dashboard',
        'library',
        'project',
        'projectList',
        'song',
        'songComments',
        'songVersions',
        'songs',
        // Version lists are keyed by their latest file, not the one the event names.
        'otherSongVersions',
      ].toSorted(),
    );
  });

  it('audio naming an older version (its analysis arrived): every open version list', () => {
    const stale = staleFor({ kind: 'audio', ids: [OTHER_SONG] });
    expect(stale).toEqual(expect.arrayContaining(['songVersions', 'otherSong']));
    expect(stale).not.toContain('song');
  });

  it('audio without ids (a bulk action past the cap): every file', () => {
    const stale = staleFor({ kind: 'audio', ids: [] });
    expect(stale).toContain('otherSong');
    expect(stale).not.toContain('credits');
  });

  it('comments: every song’s threads (a carried thread shows on the newer version) and the counts', () => {
    expect(staleFor({ kind: 'comments', ids: [SONG] })).toEqual(
      ['commentCounts', 'otherSongComments', 'projectComments', 'songComments'].toSorted(),
    );
  });

  it('members: everything of the project (the caller’s role may have changed), nothing of others', () => {
    const stale = staleFor({ kind: 'members', ids: [] });
    expect(stale).toEqual(
      expect.arrayContaining(['project', 'collaborations', 'splits', 'credits', 'projectList']),
    );
    expect(stale).not.toContain('otherCredits');
    expect(stale).not.toContain('otherProject');
    expect(stale).not.toContain('notifications');
  });

  it('project: the project and the lists that show it', () => {
    expect(staleFor({ kind: 'project', ids: [] })).toEqual(
      ['dashboard', 'library', 'project', 'projectList'].toSorted(),
    );
  });

  it('after a reconnect: everything project-scoped, not the bell', () => {
    expect(staleAfterReconnect(KEYS.otherCredits)).toBe(true);
    expect(staleAfterReconnect(KEYS.song)).toBe(true);
    expect(staleAfterReconnect(KEYS.notifications)).toBe(false);
  });
});

describe('parseProjectEvent', () => {
  it('reads an event and refuses anything else', () => {
    const event = { projectId: P, kind: 'lyrics', ids: [SONG] };
    expect(parseProjectEvent(JSON.stringify(event))).toEqual(event);
    expect(parseProjectEvent('{"projectId":"x","kind":"lyrics","ids":[]}')).toBeNull();
    expect(parseProjectEvent(JSON.stringify({ ...event, kind: 'money' }))).toBeNull();
    expect(parseProjectEvent('not json')).toBeNull();
    expect(parseProjectEvent(undefined)).toBeNull();
  });
});

describe('refreshQueries', () => {
  /** A paged list on screen, three pages loaded; `firstEndsAt` names where page 1 now ends. */
  async function threePagesOnScreen(
    client: QueryClient,
    fetched: string[],
    firstEndsAt: () => string,
  ) {
    const observer = new InfiniteQueryObserver(client, {
      queryKey: [KEYS.credits, { limit: 1 }],
      queryFn: ({ pageParam }: { pageParam: string }) => {
        fetched.push(pageParam);
        const next =
          pageParam === 'page-1' ? firstEndsAt() : `page-${Number(pageParam.slice(5)) + 1}`;
        return Promise.resolve({ items: [`${pageParam} read ${fetched.length}`], next, total: 3 });
      },
      initialPageParam: 'page-1',
      getNextPageParam: (last: { next: string }) => last.next,
    });
    const unsubscribe = observer.subscribe(() => undefined); // on screen
    await vi.waitFor(() => expect(observer.getCurrentResult().hasNextPage).toBe(true));
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(fetched).toEqual(['page-1', 'page-2', 'page-3']);
    fetched.length = 0;
    return { observer, unsubscribe };
  }

  it('reads a paged list on screen again by its first page alone, keeping the later pages', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    const { observer, unsubscribe } = await threePagesOnScreen(client, fetched, () => 'page-2');
    await refreshQueries(client, (first) => first === KEYS.credits);
    expect(fetched).toEqual(['page-1']);
    const loaded = observer.getCurrentResult().data?.pages as { items: string[] }[] | undefined;
    const pages = loaded?.map((page) => page.items[0]);
    expect(pages).toEqual(['page-1 read 1', 'page-2 read 2', 'page-3 read 3']);
    unsubscribe();
  });

  it('keeps only the fresh first page when rows crossed its end', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    let end = 'page-2';
    const { observer, unsubscribe } = await threePagesOnScreen(client, fetched, () => end);
    end = 'page-2-moved';
    await refreshQueries(client, (first) => first === KEYS.credits);
    expect(fetched).toEqual(['page-1']);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(1);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    unsubscribe();
  });

  it('leaves the queries the event does not name alone', async () => {
    const client = new QueryClient();
    client.setQueryData([KEYS.details], { tempo: '120' });
    client.setQueryData([KEYS.splits], []);
    await refreshQueries(client, (first) => first === KEYS.splits);
    expect(client.getQueryState([KEYS.details])?.isInvalidated).toBe(false);
    expect(client.getQueryState([KEYS.splits])?.isInvalidated).toBe(true);
  });
});

describe('refreshForProjectEvent', () => {
  /** An active query of `key` whose fetches are counted; `fail` makes it refuse (a 404). */
  const watched = (client: QueryClient, key: string, fetched: string[], fail = () => false) => {
    const observer = new QueryObserver(client, {
      queryKey: [key],
      queryFn: () => {
        fetched.push(key);
        return fail() ? Promise.reject(new Error('404')) : Promise.resolve({ key });
      },
      retry: false,
    });
    return observer.subscribe(() => undefined);
  };

  it('on a members event reads the project first and stops there once it is refused', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    let removed = false;
    const stops = [
      watched(client, KEYS.project, fetched, () => removed),
      watched(client, KEYS.credits, fetched),
    ];
    for (const key of [KEYS.project, KEYS.credits]) {
      await vi.waitFor(() => expect(client.getQueryState([key])?.status).toBe('success'));
    }
    fetched.length = 0;

    await refreshForProjectEvent(
      client,
      JSON.stringify({ projectId: P, kind: 'members', ids: [] }),
    );
    expect(fetched).toEqual([KEYS.project, KEYS.credits]); // still a member: the project, then the rest

    fetched.length = 0;
    removed = true;
    await refreshForProjectEvent(
      client,
      JSON.stringify({ projectId: P, kind: 'members', ids: [] }),
    );
    expect(fetched).toEqual([KEYS.project]);
    stops.forEach((stop) => stop());
  });

  it('ignores data that is not an event', async () => {
    const client = new QueryClient();
    client.setQueryData([KEYS.credits], []);
    await refreshForProjectEvent(client, '{"kind":"credits"}');
    expect(client.getQueryState([KEYS.credits])?.isInvalidated).toBe(false);
  });
});
