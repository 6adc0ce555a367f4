import type { ComponentProps } from 'react';

type ToggleCardProps = Omit<ComponentProps<'button'>, 'aria-pressed' | 'className'> & {
  /** Chosen: brand border and tint, announced as pressed. */
  pressed: boolean;
};

/** A card that is chosen or not (an onboarding goal): a toggle button holding the card's text. */
export function ToggleCard({ pressed, type = 'button', ...props }: ToggleCardProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={`relative rounded-2xl border p-5 text-left transition-colors ${
        pressed
          ? 'border-brand-500 bg-brand-600/15'
          : 'border-zinc-800 bg-zinc-900/70 hover:border-zinc-600'
      }`}
      {...props}
    />
  );
}
