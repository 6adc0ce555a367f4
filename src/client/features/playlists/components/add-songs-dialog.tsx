import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Playlist, PlaylistTrack } from '../../../../shared/schemas/playlists';
import { AddSongsPicker } from './add-songs-picker';
import { dialogOverlayClass, dialogPanelClass, iconButtonClass } from './playlist-styles';

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
    <Dialog.Root open={open} onOpenChange={(next) => !adding && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={`${dialogPanelClass} h-[min(40rem,calc(100dvh-2rem))] w-[min(40rem,calc(100vw-2rem))]`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-white [overflow-wrap:anywhere]">
            {t('addSongs.title', { name: playlist.name })}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('addSongs.description')}
          </Dialog.Description>
          {/* Mounted per opening: each starts with an empty search and no picks. */}
          {open && (
            <AddSongsPicker
              playlist={playlist}
              loadedTracks={loadedTracks}
              onAddingChange={setAdding}
              onDone={() => onOpenChange(false)}
            />
          )}
          <Dialog.Close
            aria-label={t('common:close')}
            disabled={adding}
            className={`absolute right-3 top-3 ${iconButtonClass}`}
          >
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
