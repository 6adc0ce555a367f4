/** Tailwind classes of the credit dialog's inputs (dark zinc, brand focus, red when invalid). */
export const creditInputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 disabled:opacity-60';
