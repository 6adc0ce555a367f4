import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import { Radio } from '../../../components/ui/choice';

interface MarkLatestDialogProps {
  song: AudioFile | null;
  onClose: () => void;
  /** Resolves when saved; rejects when refused (the dialog stays open). */
  onConfirm: (song: AudioFile, versionOf?: string) => Promise<void>;
}

/** The id `versionOf` takes for another song: any file of it (the server reads its songId). */
const versionTarget = (other: AudioFile) => other.id;

/**
 * "Mark as Latest Version": this file becomes the latest version of its own song, or of another
 * song of the same project (the server groups them; decision 003).
 */
export function MarkLatestDialog({ song, onClose, onConfirm }: MarkLatestDialogProps) {
  return (
    <Dialog open={song !== null} onOpenChange={(open) => !open && onClose()}>
      {song && <MarkLatestForm song={song} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function MarkLatestForm({ song, onClose, onConfirm }: MarkLatestDialogProps & { song: AudioFile }) {
  const { t } = useTranslation('audio');
  // By title: a long project is searched by eye; further songs come a page at a time.
  const songs = useProjectSongs(song.projectId, { sort: 'title' });
  const { isLoading } = songs;
  const others = songs.items.filter((other) => other.songId !== song.songId);
  const [choice, setChoice] = useState('own');
  const [busy, setBusy] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onConfirm(song, choice === 'own' ? undefined : choice).then(onClose, () => setBusy(false));
  };

  const option = (value: string, label: string, detail?: string) => (
    <label
      key={value}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-800 px-3 py-2.5 hover:bg-zinc-800/60 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-600/10"
    >
      <Radio
        name="version-of"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="mt-0.5"
      />
      <span className="min-w-0">
        <span className="block truncate text-sm text-zinc-100">{label}</span>
        {detail && <span className="block text-xs text-zinc-400">{detail}</span>}
      </span>
    </label>
  );

  return (
    <DialogContent
      title={t('markLatest.title')}
      description={t('markLatest.body', { title: song.title })}
    >
      <form onSubmit={handleSubmit} className="mt-4">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-zinc-300">
            {t('markLatest.legend')}
          </legend>
          {option('own', t('markLatest.ownSong'), t('markLatest.ownSongHint'))}
          {isLoading && (
            <p className="flex items-center gap-2 text-sm text-zinc-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              {t('markLatest.loading')}
            </p>
          )}
          {!isLoading && others.length === 0 && (
            <p className="text-sm text-zinc-400">{t('markLatest.noOthers')}</p>
          )}
          {others.map((other) =>
            option(
              versionTarget(other),
              other.title,
              t('markLatest.versions', { count: other.versionCount }),
            ),
          )}
          {songs.hasNextPage && (
            <Button
              variant="secondary"
              onClick={songs.loadMore}
              disabled={songs.isFetchingNextPage}
              className="w-full"
            >
              {songs.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {t('markLatest.more')}
            </Button>
          )}
        </fieldset>
        <DialogActions className="mt-6" actionLabel={t('markLatest.confirm')} pending={busy} />
      </form>
    </DialogContent>
  );
}
