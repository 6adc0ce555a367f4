import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '../../../../shared/schemas/auth';
import { ForgotPasswordLink } from './forgot-password-link';
import { checkSignIn } from './form-rules';
import { browserStorage, readRememberedLogin } from './remember-me';
import { SignInFields } from './sign-in-fields';
import { SubmitButton } from './submit-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';

interface LoginFormProps {
  /** Shown inline under the form (the page also toasts it). */
  error: string | null;
  busy: boolean;
  pending: boolean;
  onValidationError: (message: string) => void;
  onSubmit: (input: Required<LoginInput>) => void;
}

/** E-mail, password and "Remember me for 30 days", prefilled from the last remembered login. */
export function LoginForm({ error, busy, pending, onValidationError, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  // The remembered login is this browser's own: read once the form is live, never while it is
  // drawn (the server draws this page too, and knows nothing of it; decision 035). A field
  // typed into before the page was live keeps what was typed.
  useEffect(() => {
    const remembered = readRememberedLogin(browserStorage());
    setEmail((typed) => typed || remembered.email);
    setRememberMe(remembered.remember);
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSignIn({ email, password });
    if (problem) onValidationError(t(`errors.${problem}`));
    else onSubmit({ email: email.trim(), password, rememberMe });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <SignInFields
        idPrefix="login"
        email={email}
        password={password}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        required
      />
      <ForgotPasswordLink />
      <CheckboxField
        label={t('loginPage.rememberMe')}
        checked={rememberMe}
        onCheckedChange={setRememberMe}
      />
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
        >
          {error}
        </p>
      )}
      <SubmitButton
        pending={pending}
        disabled={busy}
        label={t('loginPage.signIn')}
        pendingLabel={t('loginPage.signingIn')}
      />
    </form>
  );
}
