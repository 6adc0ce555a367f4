import { FolderInput, ListPlus, Music, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { AudioBulkRequest } from '../../../../shared/schemas/audio-bulk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useCreatePlaylist } from '../../playlists';
import { useAudioBulk } from '../api/audio-bulk';
import { refusedIds, refusedTitles } from '../lib/bulk-refusal';
import { BulkDownloadLink } from './bulk-download-link';
import { BulkQueueButtons } from './bulk-queue-buttons';
import { PlaylistPick, ProjectPick } from './bulk-pick-choices';
import { canMakeSong } from './song-row-types';

type BulkDialog = 'delete' | 'playlist' | 'project' | null;

interface SongBulkBarProps {
  /** The chosen songs: those shown, in display order, then those the search hides. */
  songs: AudioFile[];
  /** How many of `songs` the search hides (they stay chosen, issue 25 item 9). */
  hidden: number;
  readOnly: boolean;
  onClear: () => void;
}

/**
 * The bar over a song table while songs are chosen (issue 16 item 5): their count, and one
 * request per action for all of them. The server does all or nothing; a refusal shows its
 * reason with the refused songs' titles and keeps the selection, a success clears it.
 */
export function SongBulkBar({ songs, hidden, readOnly, onClear }: SongBulkBarProps) {
  const { t } = useTranslation('audio');
  const [dialog, setDialog] = useState<BulkDialog>(null);
  const bulk = useAudioBulk();
  const createPlaylist = useCreatePlaylist();
  const pending = bulk.isPending || createPlaylist.isPending;
  const count = songs.length;
  const ids = songs.map((song) => song.id);
  const selectedText =
    hidden > 0 ? t('bulk.selectedHidden', { count, hidden }) : t('bulk.selected', { count });
  // Deleting and moving a song are one right (DESIGN §5); a song project only from the library.
  const mayRemove = !readOnly && count > 0 && songs.every((song) => song.canDelete);
  const mayMakeSongs = !readOnly && count > 0 && songs.every(canMakeSong);

  /** The server's reason, then the songs it refused by title ("and 2 more"). */
  const refusal = (error: unknown) => {
    const reason = errorMessage(error, t('bulk.failedBody'));
    const { titles, more } = refusedTitles(refusedIds(error), songs);
    if (titles.length === 0 && more === 0) return reason;
    // The sentence goes on after the reason: its own full stop would end it early.
    const lead = reason.replace(/\.\s*$/, '');
    const named = titles.map((title) => t('bulk.quoted', { title })).join(', ');
    if (titles.length === 0) return t('bulk.refusedCount', { reason: lead, count: more });
    return more > 0
      ? t('bulk.refusedMore', { reason: lead, titles: named, count: more })
      : t('bulk.refusedSongs', { reason: lead, titles: named });
  };

  const run = (request: AudioBulkRequest, done: string) =>
    bulk.mutate(request, {
      onSuccess: () => {
        toast.success(done);
        setDialog(null);
        onClear();
      },
      onError: (error) => {
        setDialog(null);
        toast.error(t('bulk.failed'), { description: refusal(error) });
      },
    });

  /** "New playlist…": the playlist is made, then the songs are added in one request. */
  const createAndAdd = (name: string) =>
    createPlaylist.mutate(
      { name },
      {
        onSuccess: (playlist) =>
          run(
            { action: 'addToPlaylist', ids, playlistId: playlist.id },
            t('bulk.added', { count, playlist: playlist.name }),
          ),
        onError: (error) =>
          toast.error(t('bulk.createFailed'), {
            description: errorMessage(error, t('bulk.failedBody')),
          }),
      },
    );

  const actions = [
    { shown: mayRemove, label: t('bulk.delete'), icon: Trash2, onClick: () => setDialog('delete') },
    {
      shown: true,
      label: t('bulk.addToPlaylist'),
      icon: ListPlus,
      onClick: () => setDialog('playlist'),
    },
    {
      shown: mayRemove,
      label: t('bulk.moveToProject'),
      icon: FolderInput,
      onClick: () => setDialog('project'),
    },
    {
      shown: mayMakeSongs,
      label: t('bulk.makeSongs'),
      icon: Music,
      onClick: () => run({ action: 'makeSongs', ids }, t('bulk.made', { count })),
    },
  ] as const;

  return (
    <>
      <p role="status" className="sr-only">
        {count > 0 ? selectedText : ''}
      </p>
      {count > 0 && (
        <div
          role="region"
          aria-label={t('bulk.region')}
          className="sticky top-16 z-20 mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-brand-500/40 bg-zinc-900/95 px-3 py-2 backdrop-blur"
        >
          <span className="mr-auto text-sm font-medium text-white" aria-hidden>
            {selectedText}
          </span>
          <BulkQueueButtons songs={songs} disabled={pending} />
          {actions
            .filter((action) => action.shown)
            .map(({ label, icon: Icon, onClick }) => (
              <Button
                key={label}
                variant="secondary"
                size="sm"
                disabled={pending}
                onClick={onClick}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </Button>
            ))}
          <BulkDownloadLink ids={ids} />
          <Button variant="ghost" size="sm" onClick={onClear} disabled={pending}>
            <X className="h-4 w-4" aria-hidden />
            {t('bulk.clear')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('bulk.deleteTitle', { count })}
        body={t('bulk.deleteBody')}
        labels={{
          cancel: t('bulk.cancel'),
          confirm: t('bulk.deleteConfirm', { count }),
          pending: t('bulk.deleting'),
        }}
        icon={Trash2}
        pending={bulk.isPending}
        onConfirm={() => run({ action: 'delete', ids }, t('bulk.deleted', { count }))}
      />
      {dialog === 'playlist' && (
        <PlaylistPick
          count={count}
          pending={pending}
          onClose={() => setDialog(null)}
          onCreate={createAndAdd}
          onPick={(playlistId, name) =>
            run(
              { action: 'addToPlaylist', ids, playlistId },
              t('bulk.added', { count, playlist: name }),
            )
          }
        />
      )}
      {dialog === 'project' && (
        <ProjectPick
          songs={songs}
          pending={pending}
          onClose={() => setDialog(null)}
          onPick={(projectId, title) =>
            run(
              { action: 'moveToProject', ids, projectId },
              t('bulk.moved', { count, project: title }),
            )
          }
        />
      )}
    </>
  );
}
