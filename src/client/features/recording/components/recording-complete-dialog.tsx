import { Loader2, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { Recording } from '../recorder-types';

interface RecordingCompleteDialogProps {
  take: Recording | null;
  defaultTitle: string;
  /** Why the take ended by itself (it reached the upload limit), shown above the player. */
  note?: string | null;
  saving: boolean;
  onDiscard: () => void;
  onSave: (title: string) => void;
}

/** "Recording Complete": listen to the take, name it, then save or discard (part 2 §2). */
export function RecordingCompleteDialog(props: RecordingCompleteDialogProps) {
  const { take } = props;
  return (
    <Dialog
      open={take !== null}
      onOpenChange={(open) => {
        // Escape or the close button discard the take, but never while it is being saved.
        if (!open && !props.saving) props.onDiscard();
      }}
    >
      {take && <DialogBody {...props} take={take} />}
    </Dialog>
  );
}

function DialogBody({
  take,
  defaultTitle,
  note,
  saving,
  onDiscard,
  onSave,
}: RecordingCompleteDialogProps & { take: Recording }) {
  const { t } = useTranslation('recording');
  const [title, setTitle] = useState(defaultTitle);
  const [touched, setTouched] = useState(false);
  const missingTitle = title.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingTitle || saving) return;
    onSave(title.trim());
  };

  return (
    <DialogContent
      // A stray click beside the dialog must not throw a take away.
      onInteractOutside={(event) => event.preventDefault()}
      title={t('dialog.title')}
      description={t('dialog.description', { duration: formatDuration(take.durationSeconds) })}
      closeLabel={t('common:close')}
      closeDisabled={saving}
    >
      <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
        {note && (
          <p role="status" className="rounded-lg bg-amber-500/10 p-3 text-sm text-amber-200">
            {note}
          </p>
        )}
        <div>
          <p id="recording-listen-label" className="mb-1.5 text-sm font-medium text-zinc-300">
            {t('dialog.listen')}
          </p>
          <audio
            controls
            src={take.url}
            aria-labelledby="recording-listen-label"
            className="w-full"
          />
        </div>
        <TextField
          id="recording-title"
          label={t('dialog.titleLabel')}
          value={title}
          required
          maxLength={200}
          disabled={saving}
          onChange={(event) => setTitle(event.target.value)}
          error={touched && missingTitle ? t('dialog.titleRequired') : undefined}
          announceError
        />
        <DialogFooter className="pt-2" spread>
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('dialog.discard')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {saving ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
