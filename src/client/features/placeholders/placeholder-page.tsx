import {
  BarChart3,
  Disc3,
  FolderOpen,
  ListMusic,
  Mic,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Views the spec leaves as placeholders, and views whose features arrive in later issues. */
const VIEWS: Record<string, { icon: LucideIcon; comingSoon: boolean }> = {
  releases: { icon: Disc3, comingSoon: false },
  folders: { icon: FolderOpen, comingSoon: false },
  analytics: { icon: BarChart3, comingSoon: false },
  studio: { icon: Mic, comingSoon: true },
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
  const Icon = known?.icon ?? Sparkles;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-600/15 text-brand-400 ring-1 ring-brand-500/30">
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      {(known?.comingSoon ?? true) && (
        <span className="mb-3 rounded-full bg-zinc-800 px-3 py-1 text-xs font-medium text-zinc-300">
          {t('comingSoon')}
        </span>
      )}
      <h1 className="text-3xl font-bold text-white">{t(`views.${key}.title`)}</h1>
      <p className="mt-3 max-w-md text-zinc-400">{t(`views.${key}.body`)}</p>
      <Link
        to="/home"
        className="mt-8 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800"
      >
        {t('backToDashboard')}
      </Link>
    </div>
  );
}
