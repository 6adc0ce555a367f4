import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PagedListData } from '../../../lib/use-paged-list';
import { audioKeys } from './audio-queries';

export type SongPages = PagedListData<AudioFile>;

/** The cached song lists that may show songs of `projectId`: the library's and the project's. */
export const songListsOf = (projectId: string) => (query: Query) => {
  const path = query.queryKey[0];
  return path === audioKeys.all[0] || path === audioKeys.project(projectId)[0];
};

/**
 * The pages after `change` to their songs as one list; each page keeps its length (the last
 * takes what is left), so the cursors of the pages already loaded stay where they were.
 */
export function reshapePages(
  data: SongPages,
  change: (songs: AudioFile[]) => AudioFile[],
): SongPages {
  const songs = change(data.pages.flatMap((page) => page.items));
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const last = index === data.pages.length - 1;
    const items = last ? songs.slice(start) : songs.slice(start, start + page.items.length);
    start += page.items.length;
    return { ...page, items };
  });
  return { ...data, pages };
}

/** What the lists held before an optimistic change, to put back if the server refuses. */
export type SongListsSnapshot = Array<[QueryKey, SongPages | undefined]>;

/** Applies `change` to every cached list `matches` picks, after stopping their reads. */
export async function changeSongLists(
  queryClient: QueryClient,
  matches: (query: Query) => boolean,
  change: (songs: AudioFile[]) => AudioFile[],
): Promise<SongListsSnapshot> {
  await queryClient.cancelQueries({ predicate: matches });
  const snapshot = queryClient.getQueriesData<SongPages>({ predicate: matches });
  for (const [key, data] of snapshot) {
    // Pages of a list always carry `pages`; anything else under these keys is left alone.
    if (data?.pages) queryClient.setQueryData<SongPages>(key, reshapePages(data, change));
  }
  return snapshot;
}

export function restoreSongLists(queryClient: QueryClient, snapshot: SongListsSnapshot = []) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
