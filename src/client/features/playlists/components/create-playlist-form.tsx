import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { PLAYLIST_DESCRIPTION_MAX } from '../../../../shared/schemas/playlists';
import { useCreatePlaylist } from '../api/playlist-mutations';
import { isPlaylistNameReady, requestFailureMessage } from '../lib/playlist-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PlaylistNameField } from './playlist-name-field';
import { BusyIcon } from '../../../components/busy-icon';
import { Card } from '../../../components/ui/card';

/** "New playlist": a name (needed after trimming, part 2 §5) and an optional description. */
export function CreatePlaylistForm() {
  const { t } = useTranslation('playlists');
  const ids = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreatePlaylist();
  const ready = isPlaylistNameReady(name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (playlist) => {
          toast.success(t('toast.created'), { description: playlist.name });
          setName('');
          setDescription('');
        },
        onError: (error) =>
          toast.error(t('toast.createFailed'), {
            description: requestFailureMessage(error, t('toast.tryAgain')),
          }),
      },
    );
  };

  return (
    <Card as="section" padding="responsive" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="text-base font-semibold text-zinc-100">
        {t('create.heading')}
      </h2>
      <form
        onSubmit={handleSubmit}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] md:items-end"
      >
        <PlaylistNameField id={`${ids}-name`} value={name} onChange={setName} purpose="create" />
        <TextField
          id={`${ids}-description`}
          label={t('create.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={PLAYLIST_DESCRIPTION_MAX}
          placeholder={t('create.descriptionPlaceholder')}
          autoComplete="off"
        />
        <Button type="submit" busy={create.isPending} disabled={!ready}>
          <BusyIcon busy={create.isPending} icon={Plus} />
          {create.isPending ? t('create.creating') : t('create.submit')}
        </Button>
      </form>
    </Card>
  );
}
