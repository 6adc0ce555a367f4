import { projectEventSchema, type ProjectEvent } from '../../../../shared/schemas/project-events';

/**
 * Which cached queries a live project event makes stale (issue 26 item 1). Query keys start
 * with the URL they GET (part 1 §7), so the first key names the route; the event names what
 * changed (project, kind, ids), and the tab refetches those routes, which answer only what the
 * caller may see.
 */
export type KeyTest = (firstKey: string) => boolean;

const DASHBOARD = '/api/dashboard/fast';
const PROJECT_LIST = '/api/projects';
const LIBRARY_SONGS = '/api/audio/all';
/** Any song's comment list: a thread carried to a newer version shows on that file's list too. */
const SONG_COMMENTS = /^\/api\/audio\/[^/]+\/comments(?:$|[/?])/;
/**
 * Any song's version list: it is keyed by the song's latest file, while an event names the file
 * that changed (an older version's analysis arriving, issue 27), which the key does not show.
 */
const SONG_VERSIONS = /^\/api\/audio\/[^/]+\/versions$/;

const startsWithAny = (key: string, prefixes: readonly string[]) =>
  prefixes.some(
    (prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`),
  );

/** The project's own query (its fields and the caller's role). */
export const isProjectItself =
  (projectId: string): KeyTest =>
  (key) =>
    key === `/api/projects/${projectId}`;

/** The test for the queries one event makes stale. */
export function staleQueriesOf(event: ProjectEvent): KeyTest {
  const project = `/api/projects/${event.projectId}`;
  const under =
    (path: string): KeyTest =>
    (key) =>
      startsWithAny(key, [`${project}/${path}`]);
  switch (event.kind) {
    case 'audio': {
      // No ids: too many changed to name; every file's own queries go.
      const files = event.ids.map((id) => `/api/audio/${id}`);
      return (key) =>
        under('audio')(key) ||
        key === project ||
        key === PROJECT_LIST ||
        key === LIBRARY_SONGS ||
        key === DASHBOARD ||
        SONG_VERSIONS.test(key) ||
        (files.length === 0 ? key.startsWith('/api/audio/') : startsWithAny(key, files));
    }
    case 'lyrics':
      return (key) =>
        under('lyrics')(key) ||
        key === DASHBOARD ||
        startsWithAny(
          key,
          event.ids.map((id) => `/api/lyrics/${id}`),
        );
    case 'credits':
    case 'splits':
    case 'details':
      return under(event.kind);
    case 'comments':
      return (key) =>
        under('comments')(key) || SONG_COMMENTS.test(key) || key.startsWith('/api/comments/');
    case 'members':
      // The caller's own role may be what changed: everything of the project is read again,
      // so the page offers only what the policy now allows (or finds the project gone).
      return (key) => startsWithAny(key, [project]) || key === PROJECT_LIST || key === DASHBOARD;
    case 'project':
      return (key) =>
        key === project || key === PROJECT_LIST || key === LIBRARY_SONGS || key === DASHBOARD;
  }
}

/**
 * After the stream reconnects, events may have been missed: every project-scoped query is read
 * again (only those on screen refetch at once; the others when next shown).
 */
export const staleAfterReconnect: KeyTest = (key) =>
  startsWithAny(key, [PROJECT_LIST, '/api/audio', '/api/comments', '/api/lyrics', DASHBOARD]);

/** A pushed event's `data`, or null when it is not one (never trusted blindly). */
export function parseProjectEvent(data: unknown): ProjectEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = projectEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
