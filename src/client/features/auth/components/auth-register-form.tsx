import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProblemToastEnds } from '../../../hooks/use-problem-toast-ends';
import { toast } from '../../../lib/notify';
import { useRegister } from '../api/auth-mutations';
import { checkAuthRegistration, type AuthRegistrationValues } from './form-rules';
import { NewPasswordFields } from './new-password-fields';
import { requestErrorText } from './request-error';
import { TextField } from '../../../components/ui/text-field';
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
  const toldProblem = useProblemToastEnds(checkAuthRegistration(values));
  const set = (field: keyof AuthRegistrationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** A name or e-mail field: its label, example and the browser's autofill hint. */
  const field = (name: 'firstName' | 'lastName' | 'email', autoComplete: string) => ({
    id: `auth-register-${name}`,
    label: t(`fields.${name}`),
    placeholder: t(`fields.${name}Placeholder`),
    autoComplete,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAuthRegistration(values);
    if (problem) {
      toast.error(t('errors.title'), { description: t(`errors.${problem}`) });
      toldProblem(problem);
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
        <TextField {...field('firstName', 'given-name')} />
        <TextField {...field('lastName', 'family-name')} />
      </div>
      <TextField {...field('email', 'email')} type="email" />
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
