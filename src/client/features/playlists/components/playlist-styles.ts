/** Tailwind classes of the playlist views (the app's dark zinc look, brand focus rings). */
const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
  'focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950';

export const cardClass = 'rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 sm:p-5';

export const inputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 disabled:opacity-60';

export const iconButtonClass =
  'flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-zinc-400 ' +
  `hover:bg-zinc-800 hover:text-zinc-100 disabled:opacity-40 ${focusRing}`;

export const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';
