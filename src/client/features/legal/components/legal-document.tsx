import { ArrowLeft, AudioWaveform, Mail } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-select';

/** The legal texts' publication date, shown in the reader's date style. */
const LAST_UPDATED = new Date(Date.UTC(2025, 0, 1));

interface LegalDocumentProps {
  /** Key prefix in the `legal` namespace: `terms` or `privacy`. */
  doc: 'terms' | 'privacy';
  /** Section keys in reading order; numbered from 1 and used as anchors. */
  sections: readonly string[];
  contactEmail: string;
  /** The other legal page, linked from the introduction. */
  relatedPath: '/terms' | '/privacy';
}

const linkClass = 'font-medium text-brand-400 underline-offset-2 hover:underline';

/** A numbered legal text with a table of contents, cross link, contact address and footer. */
export function LegalDocument({ doc, sections, contactEmail, relatedPath }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(LAST_UPDATED);
  const mail = <a href={`mailto:${contactEmail}`} className={linkClass} />;

  return (
    <div className="min-h-screen bg-zinc-950 text-zinc-100">
      <title>{t(`${doc}.meta`)}</title>
      <header className="sticky top-0 z-40 border-b border-white/5 bg-zinc-950/85 backdrop-blur-lg">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-zinc-300 transition hover:text-white"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('backToHome')}
          </Link>
          <span className="hidden items-center gap-2 font-semibold text-white sm:flex">
            <AudioWaveform aria-hidden className="h-5 w-5 text-brand-400" />
            {t('common:appName')}
          </span>
          <LanguageSelect />
        </div>
      </header>

      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t(`${doc}.title`)}
          </h1>
          <p className="mt-3 text-sm text-zinc-400">{t('lastUpdated', { date })}</p>
          <p className="mt-6 text-base leading-relaxed text-zinc-300">{t(`${doc}.intro`)}</p>
          <p className="mt-4 rounded-xl border border-brand-500/20 bg-brand-500/5 px-4 py-3 text-sm text-zinc-300">
            <Trans
              t={t}
              i18nKey={`${doc}.related`}
              components={{ doc: <Link to={relatedPath} className={linkClass} /> }}
            />
          </p>
        </div>

        <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="legal-contents"
              className="text-xs font-semibold tracking-widest text-zinc-400 uppercase"
            >
              {t('contents')}
            </h2>
            <ol className="mt-4 space-y-1 border-l border-white/10 text-sm">
              {sections.map((id, i) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-zinc-400 transition hover:border-brand-400 hover:text-white"
                  >
                    {i + 1}. {t(`${doc}.sections.${id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-3xl space-y-10">
            {sections.map((id, i) => (
              <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
                <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
                  <span className="mr-2 text-brand-400">{i + 1}.</span>
                  {t(`${doc}.sections.${id}.title`)}
                </h2>
                <p className="mt-3 leading-relaxed text-zinc-300">
                  <Trans
                    t={t}
                    i18nKey={`${doc}.sections.${id}.body`}
                    values={{ email: contactEmail }}
                    components={{ mail }}
                  />
                </p>
              </section>
            ))}

            <p className="flex items-start gap-3 rounded-2xl border border-white/10 bg-zinc-900/60 p-5 text-sm text-zinc-300">
              <Mail aria-hidden className="mt-0.5 h-5 w-5 flex-none text-brand-400" />
              <span>
                <Trans
                  t={t}
                  i18nKey="questions"
                  values={{ email: contactEmail }}
                  components={{ mail }}
                />
              </span>
            </p>
          </article>
        </div>
      </main>

      <footer className="border-t border-white/5">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-zinc-400 sm:flex-row sm:px-6">
          <p>{t('common:copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('common:terms') + ' / ' + t('common:privacy')} className="flex gap-6">
            <Link to="/terms" className="hover:text-white">
              {t('common:terms')}
            </Link>
            <Link to="/privacy" className="hover:text-white">
              {t('common:privacy')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
