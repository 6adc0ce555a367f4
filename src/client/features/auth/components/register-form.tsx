import { Loader2, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageErrors, type RegisterField, type RegisterPageValues } from './form-rules';
import { primaryButtonClass } from './form-styles';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

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

  const field = (name: RegisterField) => ({
    id: fieldId(name),
    label: t(`fields.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: e.target.value })),
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
      <PasswordField
        {...field('password')}
        toggleLabel={t('fields.showPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
      />
      <PasswordField
        {...field('confirmPassword')}
        toggleLabel={t('fields.showConfirmPassword')}
        autoComplete="new-password"
      />
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {pending ? t('registerPage.submitting') : t('registerPage.submit')}
      </button>
    </form>
  );
}
