import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemToastEnds } from '../../../hooks/use-problem-toast-ends';
import { toast } from '../../../lib/notify';
import { useLogin } from '../api/auth-mutations';
import { ForgotPasswordLink } from './forgot-password-link';
import { checkSignIn } from './form-rules';
import { requestErrorText } from './request-error';
import { SignInFields } from './sign-in-fields';
import { SubmitButton } from './submit-button';

/** Sign-in on /auth: on success a full page load of / (part 1 §4), so everything starts fresh. */
export function AuthLoginForm({ onSubmitting }: { onSubmitting: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const toldProblem = useProblemToastEnds(checkSignIn({ email, password }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSignIn({ email, password });
    if (problem) {
      toast.error(t('errors.title'), { description: t(`errors.${problem}`) });
      toldProblem(problem);
      return;
    }
    onSubmitting();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => window.location.assign('/'),
        onError: (error) =>
          toast.error(t('errors.title'), {
            description: requestErrorText(error, t, t('errors.loginFailed')),
          }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <SignInFields
        idPrefix="auth-login"
        email={email}
        password={password}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
      />
      <ForgotPasswordLink />
      <SubmitButton
        pending={login.isPending}
        label={t('authPage.signIn')}
        pendingLabel={t('authPage.signingIn')}
      />
    </form>
  );
}
