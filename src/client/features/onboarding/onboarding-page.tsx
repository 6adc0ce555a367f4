import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useCurrentUser } from '../../lib/queries/current-user';
import { OnboardingWizard } from './components/onboarding-wizard';

/** /onboarding: the five-step wizard for a signed-in account (visitors go to /auth). */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <div className="min-h-screen bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.16),_transparent_55%)] px-4 py-10 sm:px-6 sm:py-14">
      <header className="mx-auto mb-10 flex max-w-4xl items-center gap-2.5">
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        <span className="text-lg font-bold text-white">{t('common:appName')}</span>
        <span className="text-zinc-400" aria-hidden>
          /
        </span>
        <h1 className="text-lg font-medium text-zinc-300">{t('pageTitle')}</h1>
      </header>
      <main>
        <OnboardingWizard artistName={user.artistName} />
      </main>
    </div>
  );
}
