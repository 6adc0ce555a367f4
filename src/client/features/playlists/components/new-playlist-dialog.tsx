import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { useCreatePlaylist } from '../api/playlist-mutations';
import { isPlaylistNameReady, requestFailureMessage } from '../lib/playlist-rules';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { PlaylistNameField } from './playlist-name-field';
import { useAddToPlaylist } from './use-add-to-playlist';

interface NewPlaylistDialogProps {
  /** The song to put in the new playlist. */
  song: AudioFile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the opener is a menu item that has gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "New playlist…" from a song's menu: name a playlist, create it, then add the song to it. */
export function NewPlaylistDialog({
  song,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: NewPlaylistDialogProps) {
  const { t } = useTranslation('playlists');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title={t('newPlaylist.title')}
        description={t('newPlaylist.description', { title: song.title })}
        closeLabel={t('common:close')}
        closeDisabled={busy}
      >
        {open && (
          <NewPlaylistForm
            song={song}
            onBusyChange={setBusy}
            onCreated={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface NewPlaylistFormProps {
  song: AudioFile;
  onBusyChange: (busy: boolean) => void;
  onCreated: () => void;
}

function NewPlaylistForm({ song, onBusyChange, onCreated }: NewPlaylistFormProps) {
  const { t } = useTranslation('playlists');
  const ids = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { mutateAsync: createPlaylist } = useCreatePlaylist();
  const { addSong } = useAddToPlaylist();
  const ready = isPlaylistNameReady(name);

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange(working);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setWorking(true);
    let playlist;
    try {
      playlist = await createPlaylist({ name: name.trim() });
    } catch (error) {
      setWorking(false);
      toast.error(t('toast.createFailed'), {
        description: requestFailureMessage(error, t('toast.tryAgain')),
      });
      return;
    }
    // The playlist exists from here on; the add's own toast tells whether the song made it.
    await addSong(playlist, song);
    setWorking(false);
    onCreated();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="mt-5 space-y-5">
      <PlaylistNameField
        id={`${ids}-name`}
        value={name}
        onChange={setName}
        purpose="create"
        autoFocus
      />
      <DialogActions
        actionLabel={t('newPlaylist.submit')}
        pendingLabel={t('newPlaylist.creating')}
        pending={busy}
        actionDisabled={!ready}
        actionIcon={Plus}
      />
    </form>
  );
}
