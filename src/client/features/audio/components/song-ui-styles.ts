/** Radix menu and dialog classes for the song lists (the shell's look, kept in this feature). */
export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm ' +
  'text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white ' +
  'data-[disabled]:cursor-default data-[disabled]:text-zinc-500';

export const menuContentClass =
  'z-50 min-w-[14rem] max-w-[calc(100vw-1rem)] rounded-xl border border-zinc-800 bg-zinc-900 ' +
  'p-1.5 shadow-2xl shadow-black/50';

export const menuSeparatorClass = 'my-1.5 h-px bg-zinc-800';

export const dialogOverlayClass = 'fixed inset-0 z-50 bg-black/60 backdrop-blur-sm';

export const dialogContentClass =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] ' +
  '-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-800 ' +
  'bg-zinc-900 p-6 shadow-2xl focus:outline-none';

export const secondaryButtonClass =
  'rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 ' +
  'hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm ' +
  'font-semibold text-white hover:bg-brand-500 disabled:opacity-60 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-300';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm ' +
  'font-semibold text-white hover:bg-red-500 disabled:opacity-60 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-red-300';
