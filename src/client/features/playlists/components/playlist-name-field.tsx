import { PLAYLIST_NAME_MAX } from '../../../../shared/schemas/playlists';
import { isPlaylistNameReady } from '../lib/playlist-rules';
import { TextField } from '../../../components/ui/text-field';

interface PlaylistNameFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (name: string) => void;
  placeholder?: string;
  /** For a dialog opened to type this name. */
  autoFocus?: boolean;
  /** Shown (and the field marked invalid) while the name is blank; omit to stay quiet. */
  requiredHint?: string;
}

/** The playlist name input of the create form, the new-playlist and the edit dialogs. */
export function PlaylistNameField(props: PlaylistNameFieldProps) {
  const { id, label, value, onChange, placeholder, autoFocus, requiredHint } = props;
  const missing = requiredHint !== undefined && !isPlaylistNameReady(value);
  return (
    <TextField
      id={id}
      label={label}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={PLAYLIST_NAME_MAX}
      placeholder={placeholder}
      autoComplete="off"
      required
      error={missing ? requiredHint : undefined}
    />
  );
}
