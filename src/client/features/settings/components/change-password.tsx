import { KeyRound, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/notify';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SettingsCard } from './settings-card';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The first problem of each field, in the words of the page (the server checks the same). */
function validate(values: Values, t: TFunction<'settings'>) {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.currentPassword) errors.currentPassword = t('password.currentRequired');
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    errors.newPassword = t('password.tooShort', { count: PASSWORD_MIN_LENGTH });
  } else if (values.newPassword === values.currentPassword) {
    errors.newPassword = t('password.same');
  }
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = t('password.mismatch');
  return errors;
}

/** Password: change it after typing the current one; the account's other devices sign out. */
export function ChangePassword() {
  const { t } = useTranslation('settings');
  const ids = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const { currentPassword, newPassword } = values;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('password.changed'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            setErrors({ currentPassword: t('password.wrong') });
          } else {
            setFailure(error instanceof ApiError ? error.shownMessage : t('password.failed'));
          }
        },
      },
    );
  };

  return (
    <SettingsCard
      id={`${ids}-heading`}
      icon={KeyRound}
      title={t('password.title')}
      description={t('password.description')}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${ids}-${field}`}
            label={t(`password.${field}`)}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(event) => {
              setValues((previous) => ({ ...previous, [field]: event.target.value }));
              setErrors((previous) => ({ ...previous, [field]: undefined }));
            }}
            error={errors[field]}
            className="sm:max-w-sm"
          />
        ))}
        {failure && (
          <p role="alert" className="text-sm text-red-400">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {change.isPending ? t('password.saving') : t('password.submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}
