import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Copyright line and the legal links, at the foot of the sidebar and the drawer. */
export function ShellFooter() {
  const { t } = useTranslation('shell');
  const link = 'rounded hover:text-zinc-200';
  return (
    <div className="border-t border-zinc-800 px-4 py-4 text-xs text-zinc-400">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p className="mt-1.5 flex gap-3">
        <Link to="/terms" className={link}>
          {t('footer.terms')}
        </Link>
        <Link to="/privacy" className={link}>
          {t('footer.privacy')}
        </Link>
      </p>
    </div>
  );
}
