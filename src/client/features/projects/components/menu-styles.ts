/** Radix menu item classes (highlighted = keyboard focus or hover), as the shell's menus. */
export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm ' +
  'text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white ' +
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export const menuContentClass =
  'z-50 min-w-[12rem] rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 shadow-2xl ' +
  'shadow-black/50';

/** The header's secondary buttons (Share, More). */
export const headerButtonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-zinc-700 ' +
  'px-4 text-sm font-medium text-zinc-200 transition-colors hover:bg-zinc-800 ' +
  'data-[state=open]:bg-zinc-800';
