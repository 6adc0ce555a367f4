import { NotebookPen } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';

/** The bar's lyrics toggle: its state, whether the song has a project, and where focus returns. */
export interface PlayerLyricsToggleState {
  open: boolean;
  available: boolean;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}

/** Opens and closes the slide-up lyrics panel; disabled (with the reason) for a song without a project. */
export function PlayerLyricsToggle({ open, available, onToggle, ref }: PlayerLyricsToggleState) {
  const { t } = useTranslation('player');
  const pressed = open && available;
  return (
    <IconButton
      look={pressed ? 'player-on' : 'player'}
      className="h-9 w-9"
      ref={ref}
      onClick={onToggle}
      disabled={!available}
      aria-pressed={pressed}
      label={available ? t('lyrics') : t('lyricsUnavailable')}
      aria-controls={pressed ? PLAYER_LYRICS_PANEL_ID : undefined}
      title={available ? t('lyrics') : t('lyricsUnavailable')}
    >
      <NotebookPen className="h-4 w-4" aria-hidden />
    </IconButton>
  );
}

/** The panel's element id, so the toggle can point at what it controls. */
export const PLAYER_LYRICS_PANEL_ID = 'player-lyrics-panel';
