import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { Lyrics } from '../../../../shared/schemas/lyrics';

interface LyricsConflictProps {
  /** The version saved elsewhere (a co-writer, another tab) that these words would overwrite. */
  theirs: Lyrics;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Said when a save was refused because the lyrics were saved somewhere else meanwhile: the
 * writer's words stay in the editor until they choose. Keeping theirs is undoable (the history
 * holds the writer's words), so neither choice loses anything for good.
 */
export function LyricsConflict({ theirs, onKeepMine, onTakeTheirs }: LyricsConflictProps) {
  const { t, i18n } = useTranslation('lyrics');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'short' }).format(
    new Date(theirs.updatedAt),
  );
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      <p>{t('conflict.message', { time })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onTakeTheirs}>
          {t('conflict.takeTheirs')}
        </Button>
      </div>
    </div>
  );
}
