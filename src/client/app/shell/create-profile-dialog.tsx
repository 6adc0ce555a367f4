import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import { useCreateProfile, useSwitchProfile } from '../../features/auth/api/profiles';
import { errorMessage } from '../../lib/api-client';

interface CreateProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const fieldClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2.5 text-sm text-zinc-100 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ' +
  'aria-[invalid=true]:border-red-500';

/** Another artist profile for this account; on success it becomes the active profile. */
export function CreateProfileDialog({ open, onOpenChange }: CreateProfileDialogProps) {
  const { t } = useTranslation('shell');
  const createProfile = useCreateProfile();
  const switchProfile = useSwitchProfile();
  const [values, setValues] = useState({ artistName: '', firstName: '', lastName: '' });
  const [error, setError] = useState<string | null>(null);
  const busy = createProfile.isPending || switchProfile.isPending;

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setValues({ artistName: '', firstName: '', lastName: '' });
      setError(null);
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.artistName.trim()) return setError(t('createProfile.required'));
    setError(null);
    createProfile.mutate(values, {
      onSuccess: (profile) =>
        switchProfile.mutate(profile.id, {
          onSuccess: () => {
            toast.success(t('createProfile.created', { name: values.artistName.trim() }));
            handleOpenChange(false);
          },
          onError: (failure) => setError(errorMessage(failure, t('profileMenu.switchFailed'))),
        }),
      onError: (failure) => setError(errorMessage(failure, t('createProfile.failed'))),
    });
  };

  const input = (name: keyof typeof values, label: string, required = false) => (
    <div>
      <label
        htmlFor={`new-profile-${name}`}
        className="mb-1.5 block text-sm font-medium text-zinc-300"
      >
        {label}
        {!required && <span className="text-zinc-400"> ({t('createProfile.optional')})</span>}
      </label>
      <input
        id={`new-profile-${name}`}
        value={values[name]}
        required={required}
        aria-invalid={required && error ? true : undefined}
        aria-describedby={required && error ? 'new-profile-error' : undefined}
        onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
        className={fieldClass}
      />
    </div>
  );

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-white">
            {t('createProfile.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('createProfile.description')}
          </Dialog.Description>
          <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
            {input('artistName', t('createProfile.artistName'), true)}
            <div className="grid gap-4 sm:grid-cols-2">
              {input('firstName', t('createProfile.firstName'))}
              {input('lastName', t('createProfile.lastName'))}
            </div>
            {error && (
              <p id="new-profile-error" role="alert" className="text-sm text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className="rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800">
                {t('createProfile.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
              >
                {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                {busy ? t('createProfile.submitting') : t('createProfile.submit')}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label={t('common:close')}
            className="absolute right-3 top-3 rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
