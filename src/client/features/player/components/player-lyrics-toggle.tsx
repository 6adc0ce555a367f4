import { NotebookPen } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

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
  const tone = pressed
    ? 'bg-brand-600/25 text-brand-400 hover:bg-brand-600/35'
    : 'text-zinc-300 hover:bg-zinc-800 hover:text-white disabled:text-zinc-500 disabled:hover:bg-transparent';
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      disabled={!available}
      aria-pressed={pressed}
      aria-label={available ? t('lyrics') : t('lyricsUnavailable')}
      aria-controls={pressed ? PLAYER_LYRICS_PANEL_ID : undefined}
      title={available ? t('lyrics') : t('lyricsUnavailable')}
      className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed ${tone}`}
    >
      <NotebookPen className="h-4 w-4" aria-hidden />
    </button>
  );
}

/** The panel's element id, so the toggle can point at what it controls. */
export const PLAYER_LYRICS_PANEL_ID = 'player-lyrics-panel';
