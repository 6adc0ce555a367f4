import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AudioFile, LibraryOrder } from '../../../../shared/schemas/audio';
import { apiRequest } from '../../../lib/api-client';
import { reorderPages } from '../../../lib/paged-cache';
import { audioKeys } from '../../../lib/queries/audio-queries';
import { changeSongLists, restoreSongLists } from './song-list-cache';

/** One song's new place, and the library list as it looks with the song moved. */
export interface LibraryMove {
  audioId: string;
  place: { pinned: boolean; after?: string | null };
  /** The list the move was made in, and its songs rearranged as the move leaves them. */
  listKey: QueryKey;
  arranged: (songs: AudioFile[]) => AudioFile[];
}

const refreshLibrary = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: audioKeys.all });

/**
 * PUT /api/library/order/{audioId}: one song moved (drag and drop, keyboard, Pin/Unpin), shown
 * at once in the list it was moved in and put back if the server refuses.
 */
export function useMoveLibrarySong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: LibraryMove) =>
      apiRequest<void>('PUT', `/api/library/order/${move.audioId}`, move.place),
    onMutate: async (move) => ({
      snapshot: await changeSongLists(
        queryClient,
        (query) => JSON.stringify(query.queryKey) === JSON.stringify(move.listKey),
        (data) => reorderPages(data, move.arranged),
      ),
    }),
    onError: (_error, _move, context) => restoreSongLists(queryClient, context?.snapshot),
    onSettled: () => refreshLibrary(queryClient),
  });
}

const NO_ORDER: LibraryOrder = { pinned: [], order: [] };

/** "Reset Order": no pins and no hand-placed songs; the library is newest first again. */
export function useResetLibraryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LibraryOrder>('PUT', '/api/library/order', NO_ORDER),
    onSettled: () => refreshLibrary(queryClient),
  });
}
