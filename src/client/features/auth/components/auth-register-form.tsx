import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useRegister } from '../api/auth-mutations';
import { checkAuthRegistration, type AuthRegistrationValues } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { requestErrorText } from './request-error';
import { TextField } from './text-field';
import { SubmitButton } from './submit-button';

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
      <NewPasswordFields
        ids={{ password: 'auth-register-password', confirm: 'auth-register-confirm' }}
        passwordLabel={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        password={values.password}
        confirm={values.confirmPassword}
        onPasswordChange={set('password')}
        onConfirmChange={set('confirmPassword')}
      />
      <SubmitButton
        pending={register.isPending}
        label={t('authPage.createAccount')}
        pendingLabel={t('authPage.creatingAccount')}
      />
    </form>
  );
}
