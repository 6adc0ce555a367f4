import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageErrors, type RegisterField, type RegisterPageValues } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { SubmitButton } from './submit-button';

export type RegisterFieldErrors = Partial<Record<RegisterField, string>>;

interface RegisterFormProps {
  /** From the invitation link: prefilled and read-only. */
  lockedEmail: string | null;
  pending: boolean;
  /** Errors the server sent back (400 fieldErrors, 409 on the e-mail). */
  serverErrors: RegisterFieldErrors;
  onSubmit: (values: RegisterPageValues) => void;
}

const fieldId = (field: RegisterField) => `register-${field}`;

/** The /register fields with inline errors beside each field (part 1 §5). */
export function RegisterForm({ lockedEmail, pending, serverErrors, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<RegisterPageValues>({
    firstName: '',
    lastName: '',
    artistName: '',
    email: lockedEmail ?? '',
    password: '',
    confirmPassword: '',
  });
  const [clientErrors, setClientErrors] = useState<RegisterFieldErrors>({});
  const errors = { ...serverErrors, ...clientErrors };

  const setField = (name: RegisterField) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: RegisterField) => ({
    id: fieldId(name),
    label: t(`fields.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setField(name)(e.target.value),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = registerPageErrors(values);
    const entries = Object.entries(found) as [RegisterField, string][];
    setClientErrors(Object.fromEntries(entries.map(([name, key]) => [name, t(`errors.${key}`)])));
    if (entries.length > 0) {
      document.getElementById(fieldId(entries[0]![0]))?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
      </div>
      <TextField
        {...field('artistName')}
        placeholder={t('fields.artistNamePlaceholder')}
        autoComplete="nickname"
      />
      <TextField
        {...field('email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        readOnly={lockedEmail !== null}
        trailing={
          lockedEmail !== null ? <Lock className="mr-2 h-4 w-4 text-zinc-400" aria-hidden /> : null
        }
        hint={lockedEmail !== null ? t('registerPage.emailLocked') : undefined}
      />
      <NewPasswordFields
        ids={{ password: fieldId('password'), confirm: fieldId('confirmPassword') }}
        passwordLabel={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        password={values.password}
        confirm={values.confirmPassword}
        errors={{ password: errors.password, confirm: errors.confirmPassword }}
        required
        onPasswordChange={setField('password')}
        onConfirmChange={setField('confirmPassword')}
      />
      <SubmitButton
        pending={pending}
        label={t('registerPage.submit')}
        pendingLabel={t('registerPage.submitting')}
      />
    </form>
  );
}
