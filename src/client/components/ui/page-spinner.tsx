import { useTranslation } from 'react-i18next';

/** Full-page loading state, announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
