import { AudioWaveform } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo and product name, linking to the top of the landing page. */
export function BrandLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('nav.home')}
      className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-white"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-fuchsia-500 shadow-lg shadow-brand-900/40">
        <AudioWaveform aria-hidden className="h-5 w-5" />
      </span>
      {t('common:appName')}
    </Link>
  );
}
