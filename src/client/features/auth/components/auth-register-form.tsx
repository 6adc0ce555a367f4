import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useRegister } from '../api/auth-mutations';
import { checkAuthRegistration, type AuthRegistrationValues } from './form-rules';
import { primaryButtonClass } from './form-styles';
import { PasswordField } from './password-field';
import { requestErrorText } from './request-error';
import { TextField } from './text-field';

const EMPTY: AuthRegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Registration on /auth: the account is signed in on creation, then onboarding starts. */
export function AuthRegisterForm({ onSubmitting }: { onSubmitting: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof AuthRegistrationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAuthRegistration(values);
    if (problem) {
      toast.error(t('errors.title'), { description: t(`errors.${problem}`) });
      return;
    }
    const { confirmPassword: _confirm, ...input } = values;
    onSubmitting();
    register.mutate(input, {
      onSuccess: () => {
        toast.success(t('success.accountCreatedTitle'), {
          description: t('success.accountCreatedBody'),
        });
        void navigate('/onboarding');
      },
      onError: (error) =>
        toast.error(t('errors.registrationFailedTitle'), {
          description: requestErrorText(error, t, t('errors.registrationFailed')),
        }),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="auth-first-name"
          label={t('fields.firstName')}
          placeholder={t('fields.firstNamePlaceholder')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
        />
        <TextField
          id="auth-last-name"
          label={t('fields.lastName')}
          placeholder={t('fields.lastNamePlaceholder')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
        />
      </div>
      <TextField
        id="auth-register-email"
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <PasswordField
        id="auth-register-password"
        label={t('fields.password')}
        toggleLabel={t('fields.showPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password')(e.target.value)}
      />
      <PasswordField
        id="auth-register-confirm"
        label={t('fields.confirmPassword')}
        toggleLabel={t('fields.showConfirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword')(e.target.value)}
      />
      <button type="submit" disabled={register.isPending} className={primaryButtonClass}>
        {register.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {register.isPending ? t('authPage.creatingAccount') : t('authPage.createAccount')}
      </button>
    </form>
  );
}
