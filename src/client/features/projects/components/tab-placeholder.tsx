import {
  ArrowRight,
  FileText,
  Info,
  Mic,
  PieChart,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The tabs whose areas arrive with later updates (songwriting, collaboration). */
export type PlaceholderTab =
  'lyrics' | 'credits' | 'splits' | 'collaborators' | 'details' | 'studio';

const ICONS: Record<PlaceholderTab, LucideIcon> = {
  lyrics: FileText,
  credits: ScrollText,
  splits: PieChart,
  collaborators: Users,
  details: Info,
  studio: Mic,
};

/** A tab's placeholder panel: what will be here, and that it is on its way. */
export function TabPlaceholder({ tab }: { tab: PlaceholderTab }) {
  const { t } = useTranslation('projects');
  const Icon = ICONS[tab];
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-800 px-6 py-14 text-center">
      <span className="mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-600/15 text-brand-400 ring-1 ring-brand-500/30">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <span className="mb-3 rounded-full bg-zinc-800 px-3 py-1 text-xs font-medium text-zinc-300">
        {t('placeholders.comingSoon')}
      </span>
      <h2 className="text-xl font-semibold text-white">{t(`placeholders.${tab}.title`)}</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-400">{t(`placeholders.${tab}.body`)}</p>
      {tab === 'studio' && (
        <Link
          to="/studio"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500"
        >
          {t('placeholders.studio.open')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}
