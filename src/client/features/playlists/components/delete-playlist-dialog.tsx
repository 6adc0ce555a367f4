import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { PlaylistSummary } from '../../../../shared/schemas/playlists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePlaylist } from '../api/playlist-mutations';
import { requestFailureMessage } from '../lib/playlist-rules';

interface DeletePlaylistDialogProps {
  /** The playlist asked about; null keeps the dialog closed. */
  playlist: Pick<PlaylistSummary, 'id' | 'name'> | null;
  onClose: () => void;
  /** After the delete was asked for (it shows at once; the toast tells how it ended). */
  onDeleted?: () => void;
  /** Where focus goes after a delete: the button that opened the dialog has gone with its card. */
  focusAfterDelete?: () => void;
}

/**
 * "Delete this playlist?" The delete is optimistic (part 2 §4): the dialog closes and the
 * playlist goes at once; it comes back with 'Failed to delete playlist' if the server refuses.
 */
export function DeletePlaylistDialog({
  playlist,
  onClose,
  onDeleted,
  focusAfterDelete,
}: DeletePlaylistDialogProps) {
  const { t } = useTranslation('playlists');
  const { mutate: deletePlaylist } = useDeletePlaylist();
  // Cancel returns focus to the opener (Radix's default); only a delete needs somewhere else.
  const [deleted, setDeleted] = useState(false);

  const handleConfirm = () => {
    if (!playlist) return;
    deletePlaylist(playlist, {
      onSuccess: () => toast.success(t('toast.deleted'), { description: playlist.name }),
      onError: (error) =>
        toast.error(t('toast.deleteFailed'), {
          description: requestFailureMessage(error, t('toast.tryAgain')),
        }),
    });
    setDeleted(true);
    onClose();
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      icon={Trash2}
      open={playlist !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteDialog.title')}
      body={t('deleteDialog.body', { name: playlist?.name ?? '' })}
      detail={t('deleteDialog.detail')}
      labels={{ confirm: t('deleteDialog.confirm'), pending: t('deleteDialog.confirm') }}
      pending={false}
      onConfirm={handleConfirm}
      onCloseAutoFocus={
        deleted
          ? () => {
              setDeleted(false);
              focusAfterDelete?.();
            }
          : undefined
      }
    />
  );
}
