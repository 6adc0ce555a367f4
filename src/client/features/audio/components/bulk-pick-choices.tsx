import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { createPlaylistSchema, PLAYLIST_NAME_MAX } from '../../../../shared/schemas/playlists';
import { useProjectPages } from '../../../lib/queries/projects';
import { usePlaylists } from '../../playlists';
import { BulkPickDialog, type PickChoices } from './bulk-pick-dialog';

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

/** A playlist name the create route accepts (the same schema checks it there). */
const isPlaylistNameReady = (name: string) =>
  createPlaylistSchema.shape.name.safeParse(name).success;

/**
 * The profile's playlists, loaded when the dialog opens, and "New playlist…": a name, then
 * `onCreate` makes the playlist and adds the songs to it.
 */
export function PlaylistPick({
  count,
  onCreate,
  ...props
}: PickProps & { count: number; onCreate: (name: string) => void }) {
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
      create={{
        optionLabel: t('bulk.newPlaylist'),
        fieldLabel: t('bulk.newPlaylistName'),
        maxLength: PLAYLIST_NAME_MAX,
        isReady: isPlaylistNameReady,
        onCreate,
      }}
      title={t('bulk.playlistTitle', { count })}
      body={t('bulk.playlistBody')}
      label={t('bulk.playlistLabel')}
      none={t('bulk.playlistNone')}
      confirmLabel={t('bulk.add')}
    />
  );
}

/** The projects the profile may upload to, other than the one every chosen song is in. */
export function ProjectPick({ songs, ...props }: PickProps & { songs: AudioFile[] }) {
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
