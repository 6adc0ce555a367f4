import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Playlist } from '../../../shared/schemas/playlists';
import { usePlaylist, usePlaylistTracks } from './api/playlist-queries';
import { AddSongsDialog } from './components/add-songs-dialog';
import { DeletePlaylistDialog } from './components/delete-playlist-dialog';
import { EditPlaylistDialog } from './components/edit-playlist-dialog';
import { PlaylistHeader } from './components/playlist-header';
import {
  PlaylistLoadError,
  PlaylistLoading,
  PlaylistNotFound,
} from './components/playlist-page-states';
import { PlaylistSharing } from './components/playlist-sharing';
import { PlaylistTracks } from './components/playlist-tracks';
import { isPlaylistId, isPlaylistMissing } from './lib/playlist-rules';

/** /playlists/:id: one playlist of the active profile (another profile's is "not found"). */
export function PlaylistPage() {
  const { id = '' } = useParams();
  const validId = isPlaylistId(id);
  const playlist = usePlaylist(id, validId);

  if (!validId || (playlist.isError && isPlaylistMissing(playlist.error))) {
    return <PlaylistNotFound />;
  }
  if (playlist.data) return <PlaylistView playlist={playlist.data} />;
  if (playlist.isError) {
    return (
      <PlaylistLoadError retrying={playlist.isFetching} onRetry={() => void playlist.refetch()} />
    );
  }
  return <PlaylistLoading />;
}

function PlaylistView({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation('playlists');
  const navigate = useNavigate();
  const [addingSongs, setAddingSongs] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const tracks = usePlaylistTracks(playlist.id);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${playlist.name} · ${t('common:appName')}`}</title>
      <PlaylistHeader
        playlist={playlist}
        loadedTracks={tracks.items}
        loadAllTracks={tracks.loadAll}
        allTracks={tracks.total}
        onAddSongs={() => setAddingSongs(true)}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PlaylistTracks
          playlist={playlist}
          tracks={tracks}
          onAddSongs={() => setAddingSongs(true)}
        />
        <PlaylistSharing playlist={playlist} />
      </div>
      <AddSongsDialog
        playlist={playlist}
        loadedTracks={tracks.items}
        open={addingSongs}
        onOpenChange={setAddingSongs}
      />
      <EditPlaylistDialog playlist={playlist} open={editing} onOpenChange={setEditing} />
      <DeletePlaylistDialog
        playlist={deleting ? playlist : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/playlists')}
      />
    </div>
  );
}
