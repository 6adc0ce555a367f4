import type { LibrarySongPlace } from '../../../shared/schemas/audio.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { keyBetween } from './rank-keys.js';
import type { SongPlacesRepository } from './song-places.repository.js';

export const SONG_NOT_IN_LIBRARY = 'Song not found';
export const PLACED_AFTER_ITSELF = 'A song cannot be placed after itself';
export const NEIGHBOUR_MOVED =
  'The song you placed it after has moved to the other section meanwhile; refresh and try again';

/**
 * Moving one song of a library (drag and drop, keyboard, Pin/Unpin): a key between its new
 * neighbours' keys (decision 007), so one row is written whatever the size of the library.
 */
export function songPlacesService(deps: { repo: SongPlacesRepository }) {
  const { repo } = deps;
  /** The keys the moved song goes between: after `after`, at the top (null) or the end. */
  async function bounds(
    viewerId: string,
    songId: string,
    place: LibrarySongPlace,
  ): Promise<[string | null, string | null]> {
    if (place.after === undefined)
      return [await repo.lastKey(viewerId, place.pinned, songId), null];
    if (place.after === null) {
      return [null, await repo.keyAfter(viewerId, place.pinned, songId, null)];
    }
    const neighbour = await repo.placeOf(viewerId, place.after);
    if (!neighbour) throw notFound(SONG_NOT_IN_LIBRARY);
    if (neighbour.songId === songId) {
      throw new HttpError(
        400,
        PLACED_AFTER_ITSELF,
        { after: PLACED_AFTER_ITSELF },
        'library.placedAfterItself',
      );
    }
    if (neighbour.pinned !== place.pinned) {
      throw new HttpError(409, NEIGHBOUR_MOVED, undefined, 'library.neighbourMoved');
    }
    return [neighbour.key, await repo.keyAfter(viewerId, place.pinned, songId, neighbour.key)];
  }

  return {
    /** Puts the song of audio file `audioId` where `place` says; 404 when not in the library. */
    async place(viewerId: string, audioId: string, place: LibrarySongPlace): Promise<void> {
      const song = await repo.placeOf(viewerId, audioId);
      if (!song) throw notFound(SONG_NOT_IN_LIBRARY);
      const [low, high] = await bounds(viewerId, song.songId, place);
      await repo.place(viewerId, {
        songId: song.songId,
        pinned: place.pinned,
        key: keyBetween(low, high),
      });
    },
  };
}
