import type { ComponentProps } from 'react';

// The looks that were pasted as class strings across the features (brand fill for the main
// action, zinc outline for Cancel/Edit, red for what deletes), gathered in one place.
const VARIANT_CLASSES = {
  primary: 'bg-brand-600 font-semibold text-white hover:bg-brand-500',
  secondary: 'border border-zinc-700 font-medium text-zinc-200 hover:bg-zinc-800',
  ghost: 'font-medium text-zinc-400 hover:bg-zinc-800 hover:text-white',
  // Hover goes darker: white on red-500 is 3.8:1, under WCAG AA's 4.5:1.
  danger: 'bg-red-600 font-semibold text-white hover:bg-red-700',
  'danger-outline': 'border border-red-500/40 font-medium text-red-300 hover:bg-red-500/10',
  // A quiet action among text (a comment's "Delete", the comments toggle).
  subtle: 'font-medium text-zinc-300 hover:bg-zinc-800 hover:text-white',
  // The sign-in screens' full-width pair: the main action lifted by a shadow, the other filled.
  raised: 'bg-brand-600 font-semibold text-white shadow-lg shadow-brand-900/30 hover:bg-brand-500',
  // A row's quiet text action beside a filled one (an upload's Dismiss).
  'row-quiet': 'font-semibold text-zinc-300 hover:bg-zinc-800',
  // A footer's small text action (Terms, Privacy).
  'footer-link': 'text-zinc-400 hover:text-zinc-100',
  // A moment in a song that plays from there (a comment's timestamp).
  timestamp: 'bg-amber-400/15 font-mono tabular-nums text-amber-300 hover:bg-amber-400/25',
  // The onboarding wizard's Previous: the secondary outline in the wizard's bold type.
  'secondary-strong': 'border border-zinc-700 font-semibold text-zinc-200 hover:bg-zinc-800',
  // A button drawn as a search field (the top bar's search launcher).
  field:
    'border border-zinc-800 bg-zinc-900 text-zinc-400 hover:border-zinc-700 hover:text-zinc-300',
  // A list's last row that loads more (the song picker).
  'list-footer': 'border-t border-zinc-800 text-brand-300 hover:bg-zinc-800/60',
  // Text that opens something (an overview card's "Open").
  'text-brand': 'font-medium text-brand-300 hover:text-brand-200',
  // A title that turns into its rename field when pressed.
  'text-strong': 'font-medium text-zinc-100 hover:text-white',
  heading: 'hover:text-brand-200',
  // Kept takes waiting to be uploaded: amber, outlined by a ring.
  amber:
    'bg-amber-500/15 font-semibold text-amber-200 ring-1 ring-inset ring-amber-500/40 hover:bg-amber-500/25',
  // A muted toggle, sibling of a danger one (Record / Stop).
  'muted-fill': 'bg-zinc-800 font-semibold text-zinc-100 hover:bg-zinc-700',
  // A link-coloured action among a row's small controls (Make latest).
  'subtle-brand': 'font-medium text-brand-300 hover:bg-zinc-800 hover:text-brand-200',
  // A side panel's main action, deeper on hover (Suggest).
  'panel-primary': 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
  // A pickable word (a rhyme): grey, brand on hover.
  word: 'bg-zinc-800 text-zinc-100 hover:bg-brand-600',
  // A line to pick from a list (a suggested lyric line).
  option: 'border border-zinc-800 bg-zinc-900 text-zinc-100 hover:border-brand-500',
  // The two states of a segmented control (the project list's layout).
  segment: 'font-medium text-zinc-400 hover:text-zinc-100',
  'segment-on': 'bg-zinc-800 font-medium text-white',
  'secondary-filled':
    'border border-zinc-700 bg-zinc-900 font-medium text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800',
  link: 'font-medium text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline',
} as const;

const SIZE_CLASSES = {
  // A chip inside a line of small text: it keeps the line's font size.
  chip: 'inline-flex justify-center rounded px-1.5 py-0.5',
  // A row's compact text action (an upload's Retry and Dismiss).
  row: 'inline-flex h-8 justify-center gap-1.5 rounded-md px-2.5 text-xs',
  inline: 'inline-flex justify-center rounded px-1',
  xs: 'inline-flex justify-center gap-1.5 rounded-md px-2 py-1 text-xs',
  sm: 'inline-flex justify-center gap-2 rounded-lg px-3 py-1.5 text-sm',
  md: 'inline-flex justify-center gap-2 rounded-lg px-4 py-2 text-sm',
  lg: 'inline-flex justify-center gap-2 rounded-lg px-4 py-2.5 text-sm',
  // Beside a field of the same padding (Allow notifications, a profile's links).
  compact: 'inline-flex justify-center gap-1.5 rounded-lg px-3 py-2 text-sm',
  // As tall as the row it sits in (beside an input).
  stretch: 'inline-flex justify-center gap-1 rounded-lg px-3 text-sm',
  // A 40 px toolbar button (Reset order).
  bar: 'inline-flex h-10 justify-center gap-2 rounded-lg px-3 text-sm',
  // A 36 px side-panel button beside a panel input.
  panel: 'inline-flex h-9 justify-center gap-1.5 rounded-lg px-3 text-sm',
  // A 40 px round-ended button (Record).
  pill: 'inline-flex h-10 justify-center gap-2 rounded-full px-4 text-sm',
  // A page hero's round-ended call to action (Play all).
  'hero-pill': 'inline-flex justify-center gap-2 rounded-full px-6 py-3 text-sm',
  // A pickable word.
  word: 'inline-block rounded-md px-2 py-1 text-sm',
  // A full-width line of text to pick, read from the start.
  option: 'inline-block w-full rounded-lg px-3 py-2 text-left text-sm',
  // A segment of a segmented control.
  segment: 'inline-flex justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm',
  // The onboarding wizard's Previous / Next.
  wizard: 'inline-flex justify-center gap-2 rounded-lg px-5 py-2.5 text-sm',
  // The top bar's search launcher, as wide as a search field.
  field: 'flex h-10 w-full max-w-md gap-2 rounded-lg px-3 text-left text-sm',
  // A list's full-width last row.
  'list-row': 'flex w-full justify-center gap-2 px-4 py-3 text-sm',
  // Text without a box: a link-like action, a title that can be renamed.
  text: 'inline-flex gap-1 rounded-lg text-sm',
  'title-sm': 'flex max-w-full gap-1.5 rounded text-left text-sm',
  heading: 'inline-flex max-w-full gap-2 rounded-lg text-left',
  // The sidebar's full-width button.
  nav: 'flex w-full gap-3 rounded-lg px-3 py-2.5 text-sm',
  // A 40 px round-ended button with tighter sides (Kept takes).
  'pill-tight': 'inline-flex h-10 justify-center gap-2 rounded-full px-3 text-sm',
  // The Upload button: 40 px, the icon's side tighter.
  upload: 'inline-flex h-10 justify-center gap-2 rounded-lg pl-3 pr-4 text-sm',
  icon: 'inline-flex justify-center gap-2 rounded-lg h-8 w-8 shrink-0',
} as const;

// The display is the size's: most are inline-flex; a few controls have always been a block
// (`flex`) or a plain inline box, and keep that.
const BASE_CLASS = 'items-center transition-colors disabled:cursor-not-allowed';

// How far a disabled button fades (most 60 %; a few long-standing controls less or more).
const DIMMED_CLASSES = {
  50: 'disabled:opacity-50',
  60: 'disabled:opacity-60',
  70: 'disabled:opacity-70',
} as const;

// The focus ring: the brand ring; a lighter one on brand fills in rows (an upload's Retry); or
// the browser's own outline, as the sign-in screens have always shown.
const FOCUS_CLASSES = {
  brand: 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
  light: 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300',
  native: '',
  // A button drawn as a field shows focus as a field does.
  field:
    'focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40',
  amber: 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300',
} as const;

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  focus?: keyof typeof FOCUS_CLASSES;
  /** The opacity of the disabled button, in per cent (60 unless a control has always differed). */
  dimmed?: keyof typeof DIMMED_CLASSES;
  /** Layout only (width, margins): colours and padding come from variant and size. */
  className?: string;
}

/** The Button's classes, for a router Link or an anchor that must look like a button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  focus = 'brand',
  dimmed = 60,
  className,
}: ButtonLook = {}) {
  // A link reads as text inside a sentence, so it takes no padding box.
  const sizing =
    variant === 'link' ? 'justify-center gap-2 rounded-lg text-sm' : SIZE_CLASSES[size];
  const look = [BASE_CLASS, DIMMED_CLASSES[dimmed], FOCUS_CLASSES[focus], VARIANT_CLASSES[variant]];
  return [...look, sizing, className].filter(Boolean).join(' ');
}

/** A router Link's classes inside a sentence ("Forgot password?"): the link look, no box. */
export const textLinkClass = VARIANT_CLASSES.link;

// React 19 passes `ref` as a prop, so Radix's `asChild` triggers reach the native button.
export type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /**
     * Its request runs (a create's `isPending`): the button is disabled and says it is busy, so
     * a second click cannot start the action again (issue 25 item 2).
     */
    busy?: boolean;
  };

/** The app's button: a variant and a size over a native `<button>` (type "button" unless told). */
export function Button({
  variant,
  size,
  focus,
  dimmed,
  className,
  type = 'button',
  busy = false,
  disabled,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, focus, dimmed, className });
  return (
    <button
      type={type}
      className={classes}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    />
  );
}
