import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteSongDialogProps {
  song: AudioFile | null;
  onCancel: () => void;
  onConfirm: (song: AudioFile) => void;
}

/** "Delete this song?" confirm (an alert dialog: Cancel has the focus first). */
export function DeleteSongDialog({ song, onCancel, onConfirm }: DeleteSongDialogProps) {
  const { t } = useTranslation('audio');
  return (
    <ConfirmDialog
      icon={Trash2}
      open={song !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('deleteDialog.title')}
      body={t('deleteDialog.body', { title: song?.title ?? '' })}
      labels={{ confirm: t('deleteDialog.confirm'), pending: t('deleteDialog.confirm') }}
      pending={false}
      onConfirm={() => song && onConfirm(song)}
    />
  );
}
