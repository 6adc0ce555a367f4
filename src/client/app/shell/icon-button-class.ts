/** The top bar's round icon buttons. */
export const iconButtonClass =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-zinc-400 ' +
  'transition-colors hover:bg-zinc-800 hover:text-zinc-100 data-[state=open]:bg-zinc-800 ' +
  'data-[state=open]:text-zinc-100';
