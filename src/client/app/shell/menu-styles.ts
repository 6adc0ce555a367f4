/** Radix menu item classes (highlighted = keyboard focus or hover). */
export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm ' +
  'text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white ' +
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export const menuContentClass =
  'z-50 min-w-[15rem] rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 shadow-2xl ' +
  'shadow-black/50';

export const menuSeparatorClass = 'my-1.5 h-px bg-zinc-800';

export const menuLabelClass =
  'px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-zinc-400';
