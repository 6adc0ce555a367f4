import { FolderInput, ListPlus, Music, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { AudioBulkRequest } from '../../../../shared/schemas/audio-bulk';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useProjectPages } from '../../../lib/queries/projects';
import { usePlaylists } from '../../playlists';
import { useAudioBulk } from '../api/audio-bulk';
import { BulkPickDialog, type PickChoices } from './bulk-pick-dialog';
import { canMakeSong } from './song-row-types';

type BulkDialog = 'delete' | 'playlist' | 'project' | null;

interface SongBulkBarProps {
  /** The chosen songs still shown, in display order. */
  songs: AudioFile[];
  readOnly: boolean;
  onClear: () => void;
}

/**
 * The bar over a song table while songs are chosen (issue 16 item 5): their count, and one
 * request per action for all of them. The server does all or nothing; a refusal shows its
 * reason and keeps the selection, a success clears it.
 */
export function SongBulkBar({ songs, readOnly, onClear }: SongBulkBarProps) {
  const { t } = useTranslation('audio');
  const [dialog, setDialog] = useState<BulkDialog>(null);
  const bulk = useAudioBulk();
  const count = songs.length;
  const ids = songs.map((song) => song.id);
  // Deleting and moving a song are one right (DESIGN §5); a song project only from the library.
  const mayRemove = !readOnly && count > 0 && songs.every((song) => song.canDelete);
  const mayMakeSongs = !readOnly && count > 0 && songs.every(canMakeSong);

  const run = (request: AudioBulkRequest, done: string) =>
    bulk.mutate(request, {
      onSuccess: () => {
        toast.success(done);
        setDialog(null);
        onClear();
      },
      onError: (error) => {
        setDialog(null);
        toast.error(t('bulk.failed'), { description: errorMessage(error, t('bulk.failedBody')) });
      },
    });

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
        {count > 0 ? t('bulk.selected', { count }) : ''}
      </p>
      {count > 0 && (
        <div
          role="region"
          aria-label={t('bulk.region')}
          className="sticky top-16 z-20 mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-brand-500/40 bg-zinc-900/95 px-3 py-2 backdrop-blur"
        >
          <span className="mr-auto text-sm font-medium text-white" aria-hidden>
            {t('bulk.selected', { count })}
          </span>
          {actions
            .filter((action) => action.shown)
            .map(({ label, icon: Icon, onClick }) => (
              <Button
                key={label}
                variant="secondary"
                size="sm"
                disabled={bulk.isPending}
                onClick={onClick}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </Button>
            ))}
          <Button variant="ghost" size="sm" onClick={onClear} disabled={bulk.isPending}>
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
          pending={bulk.isPending}
          onClose={() => setDialog(null)}
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
          pending={bulk.isPending}
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

interface PickProps {
  pending: boolean;
  onClose: () => void;
  onPick: (id: string, label: string) => void;
}

/** What every pick dialog takes from the bar: open until closed, the request's state. */
const dialogProps = ({ pending, onClose, onPick }: PickProps) => ({
  open: true,
  onOpenChange: (open: boolean) => !open && onClose(),
  pending,
  onConfirm: onPick,
});

/** The profile's playlists, loaded when the dialog opens. */
function PlaylistPick({ count, ...props }: PickProps & { count: number }) {
  const { t } = useTranslation('audio');
  const playlists = usePlaylists();
  const choices: PickChoices = {
    options: playlists.data?.map((playlist) => ({ id: playlist.id, label: playlist.name })),
    isError: playlists.isError,
    hasMore: Boolean(playlists.hasNextPage),
    isFetchingMore: playlists.isFetchingNextPage,
    loadMore: playlists.loadMore,
  };
  return (
    <BulkPickDialog
      {...dialogProps(props)}
      choices={choices}
      title={t('bulk.playlistTitle', { count })}
      body={t('bulk.playlistBody')}
      label={t('bulk.playlistLabel')}
      none={t('bulk.playlistNone')}
      confirmLabel={t('bulk.add')}
    />
  );
}

/** The projects the profile may upload to, other than the one every chosen song is in. */
function ProjectPick({ songs, ...props }: PickProps & { songs: AudioFile[] }) {
  const { t } = useTranslation('audio');
  const projects = useProjectPages();
  const options = useMemo(
    () =>
      projects.data
        ? projects.items
            .filter((project) => can(project.role, 'audio.upload'))
            .filter((project) => !songs.every((song) => song.projectId === project.id))
            .map((project) => ({ id: project.id, label: project.title }))
        : undefined,
    [projects.data, projects.items, songs],
  );
  return (
    <BulkPickDialog
      {...dialogProps(props)}
      choices={{
        options,
        isError: projects.isError,
        hasMore: Boolean(projects.hasNextPage),
        isFetchingMore: projects.isFetchingNextPage,
        loadMore: projects.loadMore,
      }}
      title={t('bulk.projectTitle', { count: songs.length })}
      body={t('bulk.projectBody')}
      label={t('bulk.projectLabel')}
      none={t('bulk.projectNone')}
      confirmLabel={t('bulk.move')}
    />
  );
}
