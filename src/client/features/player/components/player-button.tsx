import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';

interface PlayerButtonProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** For toggles (repeat, shuffle): highlighted and announced as pressed when on. */
  pressed?: boolean;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon button of the player bar, always with an accessible name. */
export function PlayerButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  size = 'md',
  ref,
}: PlayerButtonProps) {
  const box = size === 'sm' ? 'h-8 w-8' : 'h-9 w-9';
  const tone =
    pressed === true
      ? 'bg-brand-600/25 text-brand-400 hover:bg-brand-600/35'
      : 'text-zinc-300 hover:bg-zinc-800 hover:text-white';
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full transition-colors ${tone}`}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}
