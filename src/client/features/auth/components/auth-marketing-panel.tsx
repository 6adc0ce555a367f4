import { Globe2, Mic, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const HIGHLIGHTS: { key: 'studio' | 'collaboration' | 'ai'; icon: LucideIcon }[] = [
  { key: 'studio', icon: Mic },
  { key: 'collaboration', icon: Globe2 },
  { key: 'ai', icon: Sparkles },
];

/** Large screens: what Trackroom offers, beside the form. */
export function AuthMarketingPanel() {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="hidden flex-col justify-center lg:flex"
    >
      <h2 id="auth-marketing-title" className="text-4xl font-bold leading-tight text-white">
        {t('authPage.marketing.title')}
      </h2>
      <p className="mt-4 max-w-md text-lg text-zinc-400">{t('authPage.marketing.subtitle')}</p>
      <ul className="mt-10 space-y-6">
        {HIGHLIGHTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600/20 text-brand-400 ring-1 ring-brand-500/30">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold text-zinc-100">{t(`authPage.marketing.${key}Title`)}</h3>
              <p className="mt-1 text-sm text-zinc-400">{t(`authPage.marketing.${key}Body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
