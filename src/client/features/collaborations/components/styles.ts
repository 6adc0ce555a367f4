/** Tailwind classes of the collaboration views (dark zinc, brand focus rings). */
export const cardClass = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5';

export const inputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 disabled:opacity-60';

export const labelClass = 'mb-1.5 block text-sm font-medium text-zinc-300';

export const avatarClass =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold';

export const chipClass =
  'inline-flex items-center rounded-full border border-zinc-700 bg-zinc-800/70 px-2 py-0.5 ' +
  'text-xs text-zinc-300';
