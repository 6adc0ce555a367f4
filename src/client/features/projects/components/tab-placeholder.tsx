import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { TAB_ICONS } from './project-tab-icons';

/** The tabs whose areas arrive with later updates (collaboration; the project's own studio). */
export type PlaceholderTab = 'collaborators' | 'studio';

/** A tab's placeholder panel: what will be here, and that it is on its way. */
export function TabPlaceholder({ tab }: { tab: PlaceholderTab }) {
  const { t } = useTranslation('projects');
  return (
    <EmptyPanel
      icon={TAB_ICONS[tab]}
      badge={t('placeholders.comingSoon')}
      titleAs="h2"
      title={t(`placeholders.${tab}.title`)}
      body={t(`placeholders.${tab}.body`)}
      action={
        tab === 'studio' && (
          <Link
            to="/studio"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500"
          >
            {t('placeholders.studio.open')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        )
      }
    />
  );
}
