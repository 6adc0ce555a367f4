import { Loader2, Plus, Search } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { RetryButton } from '../../../components/ui/retry-button';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLibrarySongs } from '../../../lib/queries/audio-queries';
import { toggledPick } from '../lib/playlist-rules';
import { AddSongsChoice } from './add-songs-choice';
import { useAddToPlaylist } from './use-add-to-playlist';
import { DialogActions } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';

interface AddSongsPickerProps {
  playlist: Playlist;
  /**
   * The playlist's songs loaded so far: these are marked "In playlist". One beyond them is
   * refused by the server (409) with its message, like any duplicate.
   */
  loadedTracks: readonly PlaylistTrack[];
  onAddingChange: (adding: boolean) => void;
  onDone: () => void;
}

/**
 * Search, multi-select and Add (disabled with no selection, part 2 §5). Songs already in the
 * playlist are marked and cannot be picked; picks are added in the order they were picked.
 */
export function AddSongsPicker({
  playlist,
  loadedTracks,
  onAddingChange,
  onDone,
}: AddSongsPickerProps) {
  const { t } = useTranslation('playlists');
  const ids = useId();
  const [query, setQuery] = useState('');
  // The server searches the library and hands it over a page at a time.
  const songs = useLibrarySongs({
    sort: 'newest',
    q: useDebouncedValue(query, LIST_SEARCH_DEBOUNCE_MS),
  });
  const { addSongs } = useAddToPlaylist();
  const [picks, setPicks] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const inPlaylist = useMemo(
    () => new Set(loadedTracks.map((track) => track.audioFileId)),
    [loadedTracks],
  );
  const visible = songs.items;
  // Picks survive a new search, so they are remembered with their songs.
  const [pickedSongs, setPickedSongs] = useState<Map<string, AudioFile>>(new Map());
  const picked = picks.filter((id) => !inPlaylist.has(id));
  const togglePick = useCallback(
    (id: string) => {
      setPicks((current) => toggledPick(current, id));
      setPickedSongs((current) => {
        const next = new Map(current);
        const song = songs.items.find((candidate) => candidate.id === id);
        if (!next.delete(id) && song) next.set(id, song);
        return next;
      });
    },
    [songs.items],
  );

  const handleAdd = async () => {
    const chosen = picked.flatMap((id) => pickedSongs.get(id) ?? []);
    if (chosen.length === 0) return;
    setAdding(true);
    onAddingChange(true);
    const failed = await addSongs(playlist, chosen);
    setAdding(false);
    onAddingChange(false);
    // What was added now shows as "In playlist"; what failed stays picked for another try.
    setPicks(failed.map((song) => song.id));
    if (failed.length === 0) onDone();
  };

  return (
    <div className="mt-4 flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative">
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('addSongs.search')}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
        <Input
          id={`${ids}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('addSongs.searchPlaceholder')}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <div
        role="group"
        aria-label={t('addSongs.listLabel')}
        aria-busy={songs.isPending}
        className="min-h-0 flex-1 overflow-y-auto rounded-xl border border-zinc-800"
      >
        {songs.data ? (
          visible.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-zinc-400">
              {query.trim() === ''
                ? t('addSongs.noSongs')
                : t('addSongs.noMatch', { query: query.trim() })}
            </p>
          ) : (
            <ul className="divide-y divide-zinc-800/70">
              {visible.map((song: AudioFile) => (
                <AddSongsChoice
                  key={song.id}
                  song={song}
                  inPlaylist={inPlaylist.has(song.id)}
                  pickNumber={picked.indexOf(song.id) + 1}
                  disabled={adding}
                  onToggle={togglePick}
                />
              ))}
            </ul>
          )
        ) : songs.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p className="text-sm text-zinc-300">{t('addSongs.error')}</p>
            <RetryButton
              label={t('addSongs.retry')}
              retrying={songs.isFetching}
              onRetry={() => void songs.refetch()}
            />
          </div>
        ) : (
          <p
            role="status"
            className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-zinc-400"
          >
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            {t('addSongs.loading')}
          </p>
        )}
        {songs.hasNextPage && (
          <Button
            variant="list-footer"
            size="list-row"
            className="focus-visible:ring-inset"
            onClick={songs.loadMore}
            disabled={songs.isFetchingNextPage}
          >
            {songs.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {t('addSongs.loadMore')}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-zinc-400">
          {t('addSongs.selected', { count: picked.length })}
        </p>
        <DialogActions
          actionLabel={t('addSongs.submit')}
          pendingLabel={t('addSongs.adding')}
          pending={adding}
          actionDisabled={picked.length === 0}
          actionIcon={Plus}
          onAction={() => void handleAdd()}
        />
      </div>
    </div>
  );
}
