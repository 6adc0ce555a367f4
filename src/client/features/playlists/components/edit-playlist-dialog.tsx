import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  PLAYLIST_DESCRIPTION_MAX,
  type Playlist,
  type UpdatePlaylist,
} from '../../../../shared/schemas/playlists';
import { useUpdatePlaylist } from '../api/playlist-mutations';
import { isPlaylistNameReady, requestFailureMessage } from '../lib/playlist-rules';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/text-field';
import { PlaylistNameField } from './playlist-name-field';

interface EditPlaylistDialogProps {
  playlist: Playlist;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename the playlist and change its description (a name is needed after trimming). */
export function EditPlaylistDialog({ playlist, open, onOpenChange }: EditPlaylistDialogProps) {
  const { t } = useTranslation('playlists');
  const update = useUpdatePlaylist(playlist.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent
        width="lg"
        title={t('edit.title')}
        description={t('edit.description')}
        closeLabel={t('common:close')}
        closeDisabled={update.isPending}
      >
        {/* Each opening starts from the stored values. */}
        {open && (
          <EditPlaylistForm
            playlist={playlist}
            saving={update.isPending}
            onSave={(changes) =>
              update.mutate(changes, {
                onSuccess: () => {
                  toast.success(t('toast.updated'));
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast.error(t('toast.updateFailed'), {
                    description: requestFailureMessage(error, t('toast.tryAgain')),
                  }),
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface EditPlaylistFormProps {
  playlist: Playlist;
  saving: boolean;
  onSave: (changes: UpdatePlaylist) => void;
}

function EditPlaylistForm({ playlist, saving, onSave }: EditPlaylistFormProps) {
  const { t } = useTranslation('playlists');
  const ids = useId();
  const [name, setName] = useState(playlist.name);
  const [description, setDescription] = useState(playlist.description);
  const changes: UpdatePlaylist = {};
  if (name.trim() !== playlist.name) changes.name = name.trim();
  if (description.trim() !== playlist.description) changes.description = description.trim();
  const canSave = isPlaylistNameReady(name) && Object.keys(changes).length > 0 && !saving;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave(changes);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
      <PlaylistNameField id={`${ids}-name`} value={name} onChange={setName} purpose="edit" />
      <TextArea
        id={`${ids}-description`}
        label={t('edit.descriptionLabel')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={PLAYLIST_DESCRIPTION_MAX}
        rows={4}
      />
      <DialogActions
        className="pt-2"
        actionLabel={t('edit.save')}
        pendingLabel={t('edit.saving')}
        pending={saving}
        actionDisabled={!canSave}
      />
    </form>
  );
}
