import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PagedListData } from '../../../lib/use-paged-list';
import { audioKeys } from '../../../lib/queries/audio-queries';

export type SongPages = PagedListData<AudioFile>;

/** The cached song lists that may show songs of `projectId`: the library's and the project's. */
export const songListsOf = (projectId: string) => (query: Query) => {
  const path = query.queryKey[0];
  return path === audioKeys.all[0] || path === audioKeys.project(projectId)[0];
};

/** What the lists held before an optimistic change, to put back if the server refuses. */
export type SongListsSnapshot = Array<[QueryKey, SongPages | undefined]>;

/** Applies `edit` (see lib/paged-cache.ts) to every cached list `matches` picks, after stopping their reads. */
export async function changeSongLists(
  queryClient: QueryClient,
  matches: (query: Query) => boolean,
  edit: (data: SongPages) => SongPages,
): Promise<SongListsSnapshot> {
  await queryClient.cancelQueries({ predicate: matches });
  const snapshot = queryClient.getQueriesData<SongPages>({ predicate: matches });
  for (const [key, data] of snapshot) {
    // Pages of a list always carry `pages`; anything else under these keys is left alone.
    if (data?.pages) queryClient.setQueryData<SongPages>(key, edit(data));
  }
  return snapshot;
}

export function restoreSongLists(queryClient: QueryClient, snapshot: SongListsSnapshot = []) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
