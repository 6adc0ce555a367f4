/** The profile page's primary action (Save, Add). */
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm ' +
  'font-semibold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-60';

/** Secondary buttons (Cancel, Edit). */
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 ' +
  'text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-60';

/** A link that reads as the next step of an empty panel. */
export const actionLinkClass = primaryButtonClass;
