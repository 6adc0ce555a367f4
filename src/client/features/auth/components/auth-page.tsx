import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { AuthFooter } from './auth-footer';
import { AuthHeader } from './auth-header';
import { AuthLoginForm } from './auth-login-form';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { AuthRegisterForm } from './auth-register-form';
import { FreePlanChecklist } from './free-plan-checklist';
import { textLinkClass } from '../../../components/ui/button';

/** /auth: registration by default, sign-in with ?mode=login or the toggle link (part 1 §2). */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  // Once a form was sent, the form itself decides where to go next, not the signed-in redirect.
  const [submitted, setSubmitted] = useState(false);
  const mode = searchParams.get('mode') === 'login' ? 'login' : 'register';

  if (isLoading) return <PageSpinner />;
  if (user && !submitted) return <Navigate to="/" replace />;

  const onSubmitting = () => setSubmitted(true);

  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)]">
      <AuthHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-4 pb-12 pt-24 sm:px-6 lg:grid-cols-2">
        <AuthMarketingPanel />
        <div className="mx-auto w-full max-w-md">
          <section
            aria-labelledby="auth-form-title"
            className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8"
          >
            <h1 id="auth-form-title" className="text-2xl font-bold text-white">
              {mode === 'login' ? t('authPage.loginTitle') : t('authPage.registerTitle')}
            </h1>
            <p className="mb-6 mt-1.5 text-sm text-zinc-400">
              {mode === 'login' ? t('authPage.loginSubtitle') : t('authPage.registerSubtitle')}
            </p>
            {mode === 'login' ? (
              <AuthLoginForm onSubmitting={onSubmitting} />
            ) : (
              <AuthRegisterForm onSubmitting={onSubmitting} />
            )}
            <p className="mt-6 text-center text-sm text-zinc-400">
              {mode === 'login' ? t('authPage.noAccount') : t('authPage.haveAccount')}{' '}
              <Link
                to={mode === 'login' ? '/auth' : '/auth?mode=login'}
                replace
                className={textLinkClass}
              >
                {mode === 'login' ? t('authPage.switchToRegister') : t('authPage.switchToLogin')}
              </Link>
            </p>
          </section>
          <FreePlanChecklist />
        </div>
      </main>
      <AuthFooter />
    </div>
  );
}
