import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { LOGIN_NAVIGATION_DELAY_MS } from '../../../../shared/constants';
import type { LoginInput } from '../../../../shared/schemas/auth';
import { useDemoLogin, useLogin } from '../api/auth-mutations';
import { BrandLogo } from './brand-logo';
import { DemoLoginButtons } from './demo-login-buttons';
import { safeNextPath } from './form-rules';
import { LoginForm } from './login-form';
import { browserStorage, storeRememberedLogin } from './remember-me';
import { requestErrorText } from './request-error';
import { useDelayedNavigate } from './use-delayed-navigate';
import { textLinkClass } from '../../../components/ui/button';

/** /login: e-mail sign-in with "remember me", and the two demo logins (part 1 §2, §4). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const studioDemo = useDemoLogin('studio');
  const personalDemo = useDemoLogin('personal');
  const navigateSoon = useDelayedNavigate(LOGIN_NAVIGATION_DELAY_MS);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = leaving || login.isPending || studioDemo.isPending || personalDemo.isPending;

  const showError = (message: string) => {
    setError(message);
    toast.error(t('errors.title'), { description: message });
  };
  // The current-user query already holds the new user (useLogin); leave after the spec's delay.
  const handleSignedIn = (to: string) => {
    setLeaving(true);
    navigateSoon(to);
  };

  const handleSubmit = (input: Required<LoginInput>) => {
    setError(null);
    login.mutate(input, {
      onSuccess: () => {
        storeRememberedLogin(browserStorage(), input.rememberMe, input.email);
        handleSignedIn(safeNextPath(searchParams.get('next')));
      },
      onError: (failure) => showError(requestErrorText(failure, t, t('errors.loginFailed'))),
    });
  };

  const handleDemo = (variant: 'studio' | 'personal') => {
    setError(null);
    (variant === 'studio' ? studioDemo : personalDemo).mutate(undefined, {
      onSuccess: () => handleSignedIn('/home'),
      onError: () => showError(t('errors.demoFailed')),
    });
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <div className="mb-8">
        <BrandLogo />
      </div>
      <main className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <h1 className="text-2xl font-bold text-white">{t('loginPage.title')}</h1>
        <p className="mb-6 mt-1.5 text-sm text-zinc-400">{t('loginPage.subtitle')}</p>
        <LoginForm
          error={error}
          busy={busy}
          pending={login.isPending}
          onValidationError={showError}
          onSubmit={handleSubmit}
        />
        <DemoLoginButtons busy={busy} onDemo={handleDemo} />
        <p className="mt-6 text-center text-sm text-zinc-400">
          {t('loginPage.noAccount')}{' '}
          <Link to="/register" className={textLinkClass}>
            {t('loginPage.createAccount')}
          </Link>
        </p>
      </main>
    </div>
  );
}
