import { ArrowLeft, AudioWaveform, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicButton } from '../../components/ui/public-button';

/** Any unknown path (part 1 §2 "Route table"): Go back (browser history) or Home. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();

  return (
    <main className="relative isolate flex min-h-screen items-center justify-center overflow-hidden px-6 py-16">
      <title>{t('notFound.meta')}</title>
      <div
        aria-hidden
        className="absolute top-1/3 left-1/2 -z-10 h-[28rem] w-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-to-br from-brand-600/30 to-fuchsia-500/10 blur-3xl"
      />
      <div className="w-full max-w-md text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl border border-white/10 bg-zinc-900 shadow-xl shadow-black/40">
          <AudioWaveform aria-hidden className="h-8 w-8 text-brand-400" />
        </span>
        <p className="mt-8 text-sm font-semibold tracking-widest text-brand-400 uppercase">
          {t('notFound.code')}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-zinc-400">{t('notFound.text')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <PublicButton variant="glass-outline" size="xl" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('notFound.goBack')}
          </PublicButton>
          <Link
            to="/"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand-900/30 transition hover:bg-brand-500"
          >
            <House aria-hidden className="h-4 w-4" />
            {t('notFound.home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
