/** Tailwind classes shared by the console's forms, tables and buttons. */
export const inputClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-900/80 px-3 py-2 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 disabled:opacity-60';

export const iconButtonClass =
  'inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-300 hover:bg-zinc-800 ' +
  'hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

export const tableClass = 'w-full min-w-[40rem] text-left text-sm';
export const headerCellClass =
  'border-b border-zinc-800 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-400';
export const cellClass = 'border-b border-zinc-800/70 px-3 py-2.5 text-zinc-200';
