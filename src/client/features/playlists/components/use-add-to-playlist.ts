import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistSummary } from '../../../../shared/schemas/playlists';
import { useAddPlaylistTrack } from '../api/playlist-track-mutations';
import { requestFailureMessage } from '../lib/playlist-rules';

type PlaylistRef = Pick<PlaylistSummary, 'id' | 'name'>;

export interface AddToPlaylist {
  /** Adds one song (optimistic); toasts 'Song added' or why not. Resolves to whether it was added. */
  addSong: (playlist: PlaylistRef, song: AudioFile) => Promise<boolean>;
  /**
   * Adds songs one after another, in the given order (each lands at the end). Toasts once for
   * the lot and resolves to the songs that could not be added.
   */
  addSongs: (playlist: PlaylistRef, songs: readonly AudioFile[]) => Promise<AudioFile[]>;
}

/** Adding songs to a playlist with the spec's toasts (part 2 §8), for the row menus and the modal. */
export function useAddToPlaylist(): AddToPlaylist {
  const { t } = useTranslation('playlists');
  const { mutateAsync: addTrack } = useAddPlaylistTrack();

  return useMemo<AddToPlaylist>(() => {
    // The server's reason (409 'This song is already in the playlist'), else the spec's fallback.
    const failureMessage = (error: unknown) =>
      requestFailureMessage(error, t('toast.addFailedBody'));

    return {
      addSong: async (playlist, song) => {
        try {
          await addTrack({ playlistId: playlist.id, song });
          toast.success(t('toast.songAdded'), {
            description: t('toast.songAddedTo', { title: song.title, name: playlist.name }),
          });
          return true;
        } catch (error) {
          toast.error(failureMessage(error));
          return false;
        }
      },
      addSongs: async (playlist, songs) => {
        const failed: AudioFile[] = [];
        let firstError: unknown;
        for (const song of songs) {
          try {
            await addTrack({ playlistId: playlist.id, song });
          } catch (error) {
            firstError ??= error;
            failed.push(song);
          }
        }
        const added = songs.length - failed.length;
        if (failed.length === 0) {
          toast.success(t('toast.songsAdded', { count: added }), {
            description: t('toast.songsAddedTo', { count: added, name: playlist.name }),
          });
        } else if (added > 0) {
          toast.error(t('toast.someNotAdded', { count: failed.length }), {
            description: failureMessage(firstError),
          });
        } else {
          toast.error(failureMessage(firstError));
        }
        return failed;
      },
    };
  }, [t, addTrack]);
}
