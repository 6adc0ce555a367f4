import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
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
import {
  dialogContentClass,
  dialogOverlayClass,
  iconButtonClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './playlist-styles';
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
    <Dialog.Root open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} w-[min(32rem,calc(100vw-2rem))]`}>
          <Dialog.Title className="pr-8 text-lg font-semibold text-white">
            {t('edit.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('edit.description')}
          </Dialog.Description>
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
          <Dialog.Close
            aria-label={t('common:close')}
            disabled={update.isPending}
            className={`absolute right-3 top-3 ${iconButtonClass}`}
          >
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
      <PlaylistNameField
        id={`${ids}-name`}
        label={t('edit.name')}
        value={name}
        onChange={setName}
        requiredHint={t('edit.nameRequired')}
      />
      <div>
        <label htmlFor={`${ids}-description`} className={labelClass}>
          {t('edit.descriptionLabel')}
        </label>
        <textarea
          id={`${ids}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={PLAYLIST_DESCRIPTION_MAX}
          rows={4}
          className={`${inputClass} resize-y`}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" disabled={saving} className={secondaryButtonClass}>
          {t('edit.cancel')}
        </Dialog.Close>
        <button type="submit" disabled={!canSave} className={primaryButtonClass}>
          {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {saving ? t('edit.saving') : t('edit.save')}
        </button>
      </div>
    </form>
  );
}
