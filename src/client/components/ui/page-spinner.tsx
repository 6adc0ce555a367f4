import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Full-page loading state, announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <Spinner />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
