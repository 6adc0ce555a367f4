/** Tailwind classes shared by the auth forms, so the three screens look like one product. */
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 ' +
  'text-sm font-semibold text-white shadow-lg shadow-brand-900/30 transition-colors ' +
  'hover:bg-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-zinc-700 ' +
  'bg-zinc-900 px-4 py-2.5 text-sm font-medium text-zinc-100 transition-colors ' +
  'hover:border-zinc-500 hover:bg-zinc-800 disabled:cursor-not-allowed disabled:opacity-60';

export const textLinkClass =
  'font-medium text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline';
