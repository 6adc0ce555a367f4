import { BarChart3, Disc3, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink, PageMessage } from '../../components/ui/page-message';

/** Views the spec leaves as placeholders (part 1 §2). */
const VIEWS: Record<string, { icon: LucideIcon; comingSoon: boolean }> = {
  releases: { icon: Disc3, comingSoon: false },
  analytics: { icon: BarChart3, comingSoon: false },
};

/** A view with a title and one line of text (part 1 §2: releases, analytics). */
export function PlaceholderPage({ view }: { view: string }) {
  const { t } = useTranslation('placeholders');
  const known = VIEWS[view];
  const key = known ? view : 'unknown';
  return (
    <PageMessage
      icon={known?.icon ?? Sparkles}
      badge={(known?.comingSoon ?? true) ? t('comingSoon') : undefined}
      title={t(`views.${key}.title`)}
      body={t(`views.${key}.body`)}
      actions={<BackHomeLink label={t('backToDashboard')} />}
    />
  );
}
