import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Trackroom mark and name, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Link
      to={to}
      aria-label={t('header.home')}
      className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-white"
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
