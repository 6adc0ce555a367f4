import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

/** "Private" (part 2 §2: shown when isPublic is false) or "Public" (anyone with the link). */
export function PlaylistVisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('playlists');
  return isPublic ? (
    <Badge tone="success">
      <Globe className="h-3 w-3" aria-hidden />
      {t('badge.public')}
    </Badge>
  ) : (
    <Badge tone="neutral">
      <Lock className="h-3 w-3" aria-hidden />
      {t('badge.private')}
    </Badge>
  );
}
