import { useTranslation } from 'react-i18next';
import { PLAYLIST_NAME_MAX } from '../../../../shared/schemas/playlists';
import { isPlaylistNameReady } from '../lib/playlist-rules';
import { TextField } from '../../../components/ui/text-field';

interface PlaylistNameFieldProps {
  id: string;
  value: string;
  onChange: (name: string) => void;
  /** A new playlist's name shows an example; an existing one's says so while it is blank. */
  purpose: 'create' | 'edit';
  /** For a dialog opened to type this name. */
  autoFocus?: boolean;
}

/** The playlist name input of the create form, the new-playlist and the edit dialogs. */
export function PlaylistNameField({
  id,
  value,
  onChange,
  purpose,
  autoFocus,
}: PlaylistNameFieldProps) {
  const { t } = useTranslation('playlists');
  const creating = purpose === 'create';
  const missing = !creating && !isPlaylistNameReady(value);
  return (
    <TextField
      id={id}
      label={creating ? t('create.name') : t('edit.name')}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={PLAYLIST_NAME_MAX}
      placeholder={creating ? t('create.namePlaceholder') : undefined}
      autoComplete="off"
      required
      error={missing ? t('edit.nameRequired') : undefined}
    />
  );
}
