/** Tailwind classes of the wizard's inputs. */
export const fieldClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-900/80 px-3 py-2.5 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40';

export const labelClass = 'mb-1.5 block text-sm font-medium text-zinc-300';
