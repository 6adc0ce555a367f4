import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/constants';
import type { Recording } from '../recorder-types';

interface RecordingCompleteDialogProps {
  take: Recording | null;
  defaultTitle: string;
  saving: boolean;
  onDiscard: () => void;
  onSave: (title: string) => void;
}

const fieldClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2.5 text-sm text-zinc-100 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ' +
  'aria-[invalid=true]:border-red-500';

/** "Recording Complete": listen to the take, name it, then save or discard (part 2 §2). */
export function RecordingCompleteDialog(props: RecordingCompleteDialogProps) {
  const { take } = props;
  return (
    <Dialog.Root
      open={take !== null}
      onOpenChange={(open) => {
        // Escape or the close button discard the take, but never while it is being saved.
        if (!open && !props.saving) props.onDiscard();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          // A stray click beside the dialog must not throw a take away.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none"
        >
          {take && <DialogBody {...props} take={take} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogBody({
  take,
  defaultTitle,
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
    <>
      <Dialog.Title className="text-lg font-semibold text-white">{t('dialog.title')}</Dialog.Title>
      <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
        {t('dialog.description', { duration: formatDuration(take.durationSeconds) })}
      </Dialog.Description>
      <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
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
        <div>
          <label
            htmlFor="recording-title"
            className="mb-1.5 block text-sm font-medium text-zinc-300"
          >
            {t('dialog.titleLabel')}
          </label>
          <input
            id="recording-title"
            value={title}
            required
            maxLength={200}
            disabled={saving}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={touched && missingTitle ? true : undefined}
            aria-describedby={touched && missingTitle ? 'recording-title-error' : undefined}
            className={fieldClass}
          />
          {touched && missingTitle && (
            <p id="recording-title-error" role="alert" className="mt-1.5 text-sm text-red-400">
              {t('dialog.titleRequired')}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={onDiscard}
            disabled={saving}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 disabled:opacity-60"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('dialog.discard')}
          </button>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
          >
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {saving ? t('dialog.saving') : t('dialog.save')}
          </button>
        </div>
      </form>
      <Dialog.Close
        aria-label={t('common:close')}
        disabled={saving}
        className="absolute right-3 top-3 rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white disabled:opacity-60"
      >
        <X className="h-4 w-4" aria-hidden />
      </Dialog.Close>
    </>
  );
}
