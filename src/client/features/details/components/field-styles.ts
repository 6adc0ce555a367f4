/** Tailwind classes of the details inputs (dark zinc, brand focus ring, red when invalid). */
export const detailsInputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950/60 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 transition-colors focus:border-brand-500 focus:outline-none ' +
  'focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 ' +
  '[color-scheme:dark]';

export const detailsLabelClass = 'mb-1.5 block text-sm font-medium text-zinc-300';
