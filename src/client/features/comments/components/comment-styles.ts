/** Button and dialog classes of the comments UI (the app's look, kept in this feature). */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

export const smallButtonClass =
  `inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-zinc-300 ` +
  `hover:bg-zinc-800 hover:text-white ${focusRing}`;

export const fieldClass =
  'rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-500 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500';
