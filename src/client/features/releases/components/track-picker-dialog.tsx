import { Loader2, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_DEBOUNCE_MS, formatDuration } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { RELEASE_TRACKS_MAX } from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/choice';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { RetryButton } from '../../../components/ui/retry-button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLibrarySongs } from '../../../lib/queries/audio-queries';

interface TrackPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The songs (songId) already on the release: marked, not pickable. */
  onRelease: ReadonlySet<string>;
  /** Room left under RELEASE_TRACKS_MAX. */
  room: number;
  onAdd: (songs: AudioFile[]) => void;
}

/**
 * "Add songs": the profile's songs searched on the server a page at a time, only those of
 * projects the profile owns (`audio.release`); picked songs join the end in the picked order.
 */
export function TrackPickerDialog({
  open,
  onOpenChange,
  onRelease,
  room,
  onAdd,
}: TrackPickerDialogProps) {
  const { t } = useTranslation('releases');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('picker.title')}
        description={t('picker.description', { max: RELEASE_TRACKS_MAX })}
        closeLabel={t('common:close')}
        width="2xl"
        className="flex flex-col"
      >
        {open && (
          <TrackPicker
            onRelease={onRelease}
            room={room}
            onAdd={(songs) => {
              onAdd(songs);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TrackPicker({
  onRelease,
  room,
  onAdd,
}: Pick<TrackPickerDialogProps, 'onRelease' | 'room' | 'onAdd'>) {
  const { t } = useTranslation('releases');
  const ids = useId();
  const [query, setQuery] = useState('');
  const songs = useLibrarySongs({
    sort: 'newest',
    q: useDebouncedValue(query, LIST_SEARCH_DEBOUNCE_MS),
  });
  const [picked, setPicked] = useState<AudioFile[]>([]);
  // Only songs of projects the profile owns may go on its releases.
  const releasable = songs.items.filter((song) => can(song.projectRole, 'audio.release'));
  const toggle = (song: AudioFile) =>
    setPicked((current) =>
      current.some((other) => other.songId === song.songId)
        ? current.filter((other) => other.songId !== song.songId)
        : [...current, song],
    );
  const full = picked.length >= room;

  return (
    <div className="mt-4 flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative">
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('picker.search')}
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
          placeholder={t('picker.searchPlaceholder')}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <div
        role="group"
        aria-label={t('picker.listLabel')}
        aria-busy={songs.isPending}
        className="max-h-80 min-h-0 flex-1 overflow-y-auto rounded-xl border border-zinc-800"
      >
        {songs.data ? (
          releasable.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-zinc-400">
              {query.trim() === ''
                ? t('picker.noSongs')
                : t('picker.noMatch', { query: query.trim() })}
            </p>
          ) : (
            <ul className="divide-y divide-zinc-800/70">
              {releasable.map((song) => {
                const already = onRelease.has(song.songId);
                const isPicked = picked.some((other) => other.songId === song.songId);
                return (
                  <li key={song.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-zinc-800/60">
                      <Checkbox
                        accent="deep"
                        checked={already || isPicked}
                        disabled={already || (full && !isPicked)}
                        onChange={() => toggle(song)}
                        aria-labelledby={`${ids}-${song.id}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span
                          id={`${ids}-${song.id}`}
                          className="block truncate text-sm text-zinc-100"
                        >
                          {song.title}
                        </span>
                        <span className="block truncate text-xs text-zinc-400">
                          {song.projectName}
                        </span>
                      </span>
                      {already && <Badge tone="neutral">{t('picker.onRelease')}</Badge>}
                      <span className="shrink-0 text-xs tabular-nums text-zinc-400">
                        {formatDuration(song.duration)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )
        ) : songs.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p className="text-sm text-zinc-300">{t('picker.error')}</p>
            <RetryButton
              label={t('common:retry')}
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
            {t('picker.loading')}
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
            {t('picker.loadMore')}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-zinc-400">
          {full
            ? t('picker.full', { max: RELEASE_TRACKS_MAX })
            : t('picker.selected', { count: picked.length })}
        </p>
        <DialogActions
          actionLabel={t('picker.submit')}
          pending={false}
          actionDisabled={picked.length === 0}
          actionIcon={Plus}
          onAction={() => onAdd(picked)}
        />
      </div>
    </div>
  );
}
