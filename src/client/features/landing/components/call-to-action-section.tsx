import { ArrowRight, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTryDemoStudio } from '../hooks/use-try-demo-studio';
import { PublicButton } from '../../../components/ui/public-button';

/** Closing invitation: start free or open the demo studio. */
export function CallToActionSection() {
  const { t } = useTranslation('landing');
  const demo = useTryDemoStudio();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 px-6 py-14 text-center shadow-2xl shadow-brand-900/40 sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.25),transparent_40%),radial-gradient(circle_at_80%_90%,rgba(0,0,0,0.3),transparent_45%)]"
        />
        <h2
          id="cta-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base text-white/80 sm:text-lg">{t('cta.text')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/auth"
            className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50 sm:w-auto sm:text-base"
          >
            {t('cta.primary')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
          <PublicButton
            variant="light-outline"
            size="cta-wide"
            className="transition sm:w-auto sm:text-base"
            onClick={demo.start}
            disabled={demo.isPending}
          >
            {demo.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t('nav.tryDemo')}
          </PublicButton>
        </div>
      </div>
    </section>
  );
}
