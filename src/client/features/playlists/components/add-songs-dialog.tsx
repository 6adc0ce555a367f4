import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { AddSongsPicker } from './add-songs-picker';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface AddSongsDialogProps {
  playlist: Playlist;
  /** The playlist's songs loaded so far (marked "In playlist"). */
  loadedTracks: readonly PlaylistTrack[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add songs": search the songs this profile can play and add several at once (part 2 §2). */
export function AddSongsDialog({
  playlist,
  loadedTracks,
  open,
  onOpenChange,
}: AddSongsDialogProps) {
  const { t } = useTranslation('playlists');
  // While songs are being added the dialog stays, so the outcome is seen where it was asked for.
  const [adding, setAdding] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !adding && onOpenChange(next)}>
      <DialogContent
        width="2xl"
        // A column of fixed height: the song list inside scrolls, not the panel.
        className="flex h-[min(40rem,calc(100dvh-2rem))] flex-col"
        title={t('addSongs.title', { name: playlist.name })}
        description={t('addSongs.description')}
        closeLabel={t('common:close')}
        closeDisabled={adding}
      >
        {/* Mounted per opening: each starts with an empty search and no picks. */}
        {open && (
          <AddSongsPicker
            playlist={playlist}
            loadedTracks={loadedTracks}
            onAddingChange={setAdding}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
