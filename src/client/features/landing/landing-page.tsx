import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/i18n';
import { LANDING_FORMS_NAMESPACES } from '../../i18n/namespaces';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { AboutSection } from './components/about-section';
import { CallToActionSection } from './components/call-to-action-section';
import { FeaturesSection } from './components/features-section';
import { HeroCarousel } from './components/hero-carousel';
import { LandingFooter } from './components/landing-footer';
import { LandingNav } from './components/landing-nav';
import { PricingSection } from './components/pricing-section';
import { WorkflowSection } from './components/workflow-section';

// The two forms (Radix dialogs, validation) load on the first hover, focus or click of the
// button that opens them, not with the page; so does their wording (the landing-forms
// namespace), which arrives with their code so an opened form never waits for it.
const withFormWording = <T,>(code: Promise<T>) =>
  Promise.all([code, loadNamespaces(LANDING_FORMS_NAMESPACES)]).then(([module]) => module);
const signUpModal = onDemand(() => withFormWording(import('./components/sign-up-modal')));
const surveyModal = onDemand(() => withFormWording(import('./components/enterprise-survey-modal')));

/** The public marketing page at / (signed out) and /landing (part 1 §2 "Landing page"). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [surveyOpen, setSurveyOpen] = useState(false);
  const [signUp, requestSignUp] = useOnDemand(signUpModal);
  const [survey, requestSurvey] = useOnDemand(surveyModal);
  // The plan button that opened a form: focus returns to it when the form closes.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <div className="min-h-screen overflow-x-clip bg-zinc-950 text-zinc-100">
      <title>{t('meta.title', { appName: t('common:appName') })}</title>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <LandingNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroCarousel />
        <FeaturesSection />
        <AboutSection />
        <WorkflowSection />
        <PricingSection
          professional={{
            onClick: (event) => {
              opener.current = event.currentTarget;
              setSignUpOpen(true);
              requestSignUp();
            },
            onPointerEnter: requestSignUp,
            onFocus: requestSignUp,
          }}
          studio={{
            onClick: (event) => {
              opener.current = event.currentTarget;
              setSurveyOpen(true);
              requestSurvey();
            },
            onPointerEnter: requestSurvey,
            onFocus: requestSurvey,
          }}
        />
        <CallToActionSection />
      </main>
      <LandingFooter />
      {/* Mounted once loaded (open if it was asked for meanwhile: Radix then moves focus in). */}
      {signUp && (
        <signUp.SignUpModal open={signUpOpen} onOpenChange={setSignUpOpen} returnFocusTo={opener} />
      )}
      {survey && (
        <survey.EnterpriseSurveyModal
          open={surveyOpen}
          onOpenChange={setSurveyOpen}
          returnFocusTo={opener}
        />
      )}
    </div>
  );
}
