import {
  BarChart3,
  Disc3,
  FolderOpen,
  ListMusic,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink, PageMessage } from '../../components/ui/page-message';

/** Views the spec leaves as placeholders, and views whose features arrive in later issues. */
const VIEWS: Record<string, { icon: LucideIcon; comingSoon: boolean }> = {
  releases: { icon: Disc3, comingSoon: false },
  folders: { icon: FolderOpen, comingSoon: false },
  analytics: { icon: BarChart3, comingSoon: false },
  playlists: { icon: ListMusic, comingSoon: true },
  profile: { icon: UserRound, comingSoon: true },
  settings: { icon: Settings, comingSoon: true },
  admin: { icon: ShieldCheck, comingSoon: true },
};

/** A view with a title and one line of text (part 1 §2: releases, folders, analytics). */
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
