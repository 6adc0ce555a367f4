import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';

export const SUPPORT_EMAIL = 'support@trackroom.app';

/** Fixed header of /auth: logo and title, and a way to reach support. */
export function AuthHeader() {
  const { t } = useTranslation('auth');
  return (
    <header className="fixed inset-x-0 top-0 z-20 border-b border-zinc-800/80 bg-zinc-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandLogo />
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-3 py-2 text-sm font-medium text-zinc-200 transition-colors hover:border-zinc-500 hover:bg-zinc-900"
        >
          <LifeBuoy className="h-4 w-4" aria-hidden />
          {t('header.contactSupport')}
        </a>
      </div>
    </header>
  );
}
