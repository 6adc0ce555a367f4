import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { badgeClass } from './playlist-styles';

/** "Private" (part 2 §2: shown when isPublic is false) or "Public" (anyone with the link). */
export function PlaylistVisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('playlists');
  return isPublic ? (
    <span className={`${badgeClass} bg-emerald-500/15 text-emerald-300`}>
      <Globe className="h-3 w-3" aria-hidden />
      {t('badge.public')}
    </span>
  ) : (
    <span className={`${badgeClass} bg-zinc-800 text-zinc-300`}>
      <Lock className="h-3 w-3" aria-hidden />
      {t('badge.private')}
    </span>
  );
}
