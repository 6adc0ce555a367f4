import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

type ToggleChipProps = Omit<ComponentProps<'button'>, 'aria-pressed' | 'className'> & {
  /** Chosen: filled, with a tick, and announced as pressed. */
  pressed: boolean;
};

/** A pill that is on or off (a role among many): a toggle button, aria-pressed while on. */
export function ToggleChip({ pressed, children, type = 'button', ...props }: ToggleChipProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-50 ${
        pressed
          ? 'border-brand-500 bg-brand-600 text-white'
          : 'border-zinc-700 text-zinc-300 hover:border-zinc-500 hover:bg-zinc-800'
      }`}
      {...props}
    >
      {pressed && <Check className="h-3 w-3" aria-hidden />}
      {children}
    </button>
  );
}
