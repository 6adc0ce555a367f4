import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { IconButton } from '../../../components/ui/icon-button';

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
  return (
    <IconButton
      look={pressed === true ? 'player-on' : 'player'}
      className={box}
      ref={ref}
      onClick={onClick}
      label={label}
      title={label}
      aria-pressed={pressed}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </IconButton>
  );
}
