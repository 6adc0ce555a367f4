import { Pause, Play } from 'lucide-react';

const SIZES = {
  sm: { box: 'h-7 w-7', icon: 'h-3.5 w-3.5' },
  md: { box: 'h-9 w-9', icon: 'h-4 w-4' },
  lg: { box: 'h-10 w-10', icon: 'h-4 w-4' },
} as const;

interface PlayToggleButtonProps {
  /** Names the song and what a press will do, e.g. "Play Midnight Demo". */
  label: string;
  /** This song is playing (or about to): a press pauses it. */
  playing: boolean;
  /** This song is the player's current one, playing or not (a softer highlight). */
  current?: boolean;
  onToggle: () => void;
  size?: keyof typeof SIZES;
}

/** The round play/pause button of one song in a list (a toggle: aria-pressed while playing). */
export function PlayToggleButton({
  label,
  playing,
  current = false,
  onToggle,
  size = 'md',
}: PlayToggleButtonProps) {
  const { box, icon } = SIZES[size];
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      aria-pressed={playing}
      className={`flex ${box} shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
        playing
          ? 'bg-brand-500 text-white'
          : current
            ? 'bg-brand-600/30 text-brand-200 hover:bg-brand-600 hover:text-white'
            : 'bg-zinc-800 text-zinc-200 hover:bg-brand-600 hover:text-white'
      }`}
    >
      {playing ? (
        <Pause className={icon} aria-hidden />
      ) : (
        <Play className={`ml-0.5 ${icon}`} aria-hidden />
      )}
    </button>
  );
}
