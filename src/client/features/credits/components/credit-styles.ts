/** Tailwind classes of the credit dialog's inputs (dark zinc, brand focus, red when invalid). */
export const creditInputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 disabled:opacity-60';

export const creditLabelClass = 'mb-1.5 block text-sm font-medium text-zinc-300';

/** The round "add" button and other primary actions share the brand fill. */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm ' +
  'font-semibold text-white hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-brand-400 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-3 py-2 ' +
  'text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-60';
