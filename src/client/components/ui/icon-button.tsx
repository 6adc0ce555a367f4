import type { ComponentProps, ReactNode } from 'react';

const FOCUS_RING = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

// The icon-only buttons the features drew with their own class strings, one look each. The
// sizes and greys differ because the surfaces do (a table row, a toolbar, the top bar).
const LOOKS = {
  /** A table's row action (the admin console): 32 px square, light grey. */
  table: `inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-300 hover:bg-zinc-800 hover:text-white ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-40`,
  /** A list row's action (playlists): 32 px, dimmer grey, ring offset from the dark page. */
  list: `flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 disabled:opacity-40 ${FOCUS_RING} focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950`,
  /** A card's action (representatives): 36 px square. */
  card: `inline-flex h-9 w-9 items-center justify-center rounded-lg text-zinc-300 hover:bg-zinc-800 hover:text-white ${FOCUS_RING}`,
  /** A row's padded action (credits). */
  row: `rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white ${FOCUS_RING}`,
  /** A chip's own remove cross (a chosen credit role). */
  'chip-remove': `rounded-full p-0.5 text-brand-200 hover:bg-brand-600/40 hover:text-white ${FOCUS_RING}`,
  /** The round brand "add" button beside a section's title. */
  fab: `flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-500 ${FOCUS_RING} focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950`,
  /** A notice's close cross. */
  dismiss: `rounded-md p-1 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 ${FOCUS_RING}`,
  /** A control inside a field's right edge (show or hide a password). */
  inset: 'rounded-md p-2 text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100',
  /** A panel's round close button. */
  round: `inline-flex h-9 w-9 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white ${FOCUS_RING}`,
  /** The top bar's buttons, also Radix menu triggers (open: highlighted). */
  bar: 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 data-[state=open]:bg-zinc-800 data-[state=open]:text-zinc-100',
  /** The player bar's round buttons; the box (h-8 w-8, h-9 w-9) comes from className. */
  player:
    'inline-flex shrink-0 items-center justify-center rounded-full transition-colors text-zinc-300 hover:bg-zinc-800 hover:text-white disabled:cursor-not-allowed disabled:text-zinc-500 disabled:hover:bg-transparent',
  /** A player toggle that is on (repeat, shuffle, lyrics). */
  'player-on':
    'inline-flex shrink-0 items-center justify-center rounded-full transition-colors bg-brand-600/25 text-brand-400 hover:bg-brand-600/35 disabled:cursor-not-allowed',
  /** The player's main play/pause: filled brand; the box comes from className. */
  play: 'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow transition-colors hover:bg-brand-500',
  /** A project's big round Play (greyed while the project has no song). */
  'play-project':
    'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/40 transition-colors hover:bg-brand-500 disabled:cursor-not-allowed disabled:bg-zinc-800 disabled:text-zinc-500 disabled:shadow-none',
  /** A sortable row's drag handle (takes dnd-kit's attributes and listeners). */
  drag: `flex h-8 w-6 cursor-grab touch-none items-center justify-center rounded text-zinc-500 hover:text-zinc-200 ${FOCUS_RING} active:cursor-grabbing`,
} as const;

export type IconButtonLook = keyof typeof LOOKS;

/** An icon button's classes, for a trigger that must look like one (a Radix `asChild`). */
export function iconButtonClasses(look: IconButtonLook, className?: string) {
  return className ? `${LOOKS[look]} ${className}` : LOOKS[look];
}

type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  /** The button's accessible name (an icon says nothing to a screen reader). */
  label: string;
  /** The icon, drawn aria-hidden by the caller. */
  children: ReactNode;
  look: IconButtonLook;
  /** A per-use accent (e.g. `hover:text-red-300` for what deletes) or layout. */
  className?: string;
};

/** A button showing only an icon, named by `label` (type "button" unless told). */
export function IconButton({ label, look, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={iconButtonClasses(look, className)}
      {...props}
    />
  );
}
