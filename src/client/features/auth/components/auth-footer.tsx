import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Footer of /auth: copyright line and the Terms and Privacy buttons. */
export function AuthFooter() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <footer className="border-t border-zinc-800/80 py-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-zinc-400 sm:flex-row sm:px-6">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.legal')} className="flex gap-4">
          <Button
            variant="footer-link"
            size="inline"
            focus="native"
            onClick={() => void navigate('/terms')}
          >
            {t('footer.terms')}
          </Button>
          <Button
            variant="footer-link"
            size="inline"
            focus="native"
            onClick={() => void navigate('/privacy')}
          >
            {t('footer.privacy')}
          </Button>
        </nav>
      </div>
    </footer>
  );
}
