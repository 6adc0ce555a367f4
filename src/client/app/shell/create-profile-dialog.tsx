import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import { useCreateProfile, useSwitchProfile } from '../../features/auth/api/profiles';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';

interface CreateProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

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
    // The form's one error line sits under all the fields; it describes the required one.
    <TextField
      id={`new-profile-${name}`}
      label={label}
      optionalLabel={required ? undefined : t('createProfile.optional')}
      value={values[name]}
      required={required}
      aria-invalid={required && error ? true : undefined}
      aria-describedby={required && error ? 'new-profile-error' : undefined}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
    />
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title={t('createProfile.title')}
        description={t('createProfile.description')}
        closeLabel={t('common:close')}
      >
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
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="secondary">{t('createProfile.cancel')}</Button>
            </DialogClose>
            <Button type="submit" busy={busy}>
              {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {busy ? t('createProfile.submitting') : t('createProfile.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
