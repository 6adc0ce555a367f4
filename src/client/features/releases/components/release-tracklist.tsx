import { ListMusic, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import {
  RELEASE_TRACKS_MAX,
  type Release,
  type ReleaseTrack,
} from '../../../../shared/schemas/releases';
import { SortableList } from '../../../components/sortable-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { usePutReleaseTracks } from '../api/releases';
import { dropOn, entriesOf, moveBy, tracksPayload, type TrackEntry } from '../lib/tracklist';
import { TrackPickerDialog } from './track-picker-dialog';
import { TrackRow } from './track-row';
import type { EditGuard } from './use-delivered-guard';
import { useTracklistAnnouncements } from './use-tracklist-announcements';

/**
 * The release's tracks in order: drag a handle (or Space, arrows, Space on it) or use Move up /
 * Move down; each change saves the whole list (PUT …/tracks) and shows at once, going back to
 * what the server holds if the save fails. Songs come from the profile's library.
 */
export function ReleaseTracklist({ release, guard }: { release: Release; guard: EditGuard }) {
  const { t } = useTranslation('releases');
  const put = usePutReleaseTracks(release.id);
  const [picking, setPicking] = useState(false);
  const saved = useMemo(() => entriesOf(release.tracks), [release.tracks]);
  const byAudio = useMemo(
    () => new Map(release.tracks.map((track) => [track.audioId, track])),
    [release.tracks],
  );
  // While a save runs the list shows what was sent; songs just added show once saved.
  const shownEntries: TrackEntry[] =
    put.isPending && put.variables
      ? put.variables.map((entry) => ({
          audioId: entry.audioId,
          explicit: entry.explicit ?? false,
        }))
      : saved;
  const [moved, setMoved] = useState<{ audioId: string; step: -1 | 1; note: string } | null>(null);
  const shown = shownEntries.flatMap((entry) => {
    const track = byAudio.get(entry.audioId);
    return track ? [{ ...track, explicit: entry.explicit }] : [];
  });
  const announcements = useTracklistAnnouncements(shown);

  const save = (next: TrackEntry[]) => {
    setMoved(null);
    guard((backToDraft) =>
      put.mutate(tracksPayload(next), {
        onError: (error) =>
          toast.error(backToDraft ? t('toast.tracksFailedDraft') : t('toast.tracksFailed'), {
            description: errorMessage(error, t('tryAgain')),
          }),
      }),
    );
  };

  // Each change starts from what shows, so a second one made while the first saves keeps both.
  const handleAdd = (songs: AudioFile[]) =>
    save([...shownEntries, ...songs.map((song) => ({ audioId: song.id, explicit: false }))]);
  const handleRemove = (track: ReleaseTrack) =>
    save(shownEntries.filter((entry) => entry.audioId !== track.audioId));
  const handleExplicit = (audioId: string, explicit: boolean) =>
    save(shownEntries.map((entry) => (entry.audioId === audioId ? { ...entry, explicit } : entry)));
  const handleIsrc = (audioId: string, isrc: string | null) =>
    save(shownEntries.map((entry) => (entry.audioId === audioId ? { ...entry, isrc } : entry)));

  const handleMove = (audioId: string, step: -1 | 1) => {
    const next = moveBy(shownEntries, audioId, step);
    const position = next.findIndex((entry) => entry.audioId === audioId) + 1;
    const title = byAudio.get(audioId)?.title ?? '';
    save(next);
    setMoved({ audioId, step, note: t('tracks.moved', { title, position }) });
  };

  const onRelease = useMemo(
    () => new Set(release.tracks.map((track) => track.songId)),
    [release.tracks],
  );
  const room = RELEASE_TRACKS_MAX - release.tracks.length;

  return (
    <Card as="section" padding="responsive" aria-labelledby="release-tracks-heading" id="tracks">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="release-tracks-heading" className="text-base font-semibold text-zinc-100">
          {t('tracks.heading', { count: release.tracks.length, max: RELEASE_TRACKS_MAX })}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)} disabled={room <= 0}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('tracks.add')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyPanel icon={ListMusic} title={t('tracks.emptyTitle')} body={t('tracks.emptyBody')} />
      ) : (
        <SortableList
          ids={shown.map((track) => track.audioId)}
          accessibility={announcements}
          onActiveChange={() => undefined}
          onMove={(activeId, overId) => save(dropOn(shownEntries, activeId, overId))}
        >
          <ol
            aria-labelledby="release-tracks-heading"
            className="space-y-2"
            aria-busy={put.isPending}
          >
            {shown.map((track, index) => (
              <TrackRow
                key={track.audioId}
                track={track}
                index={index}
                count={shown.length}
                busy={put.isPending}
                movedStep={moved?.audioId === track.audioId ? moved.step : null}
                onMove={handleMove}
                onRemove={handleRemove}
                onExplicit={handleExplicit}
                onIsrc={handleIsrc}
              />
            ))}
          </ol>
        </SortableList>
      )}
      <p aria-live="polite" className="sr-only">
        {moved?.note}
      </p>
      <TrackPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onRelease={onRelease}
        room={room}
        onAdd={handleAdd}
      />
    </Card>
  );
}
