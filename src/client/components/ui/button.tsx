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
  // A footer's small text action (Terms, Privacy).
  'footer-link': 'text-zinc-400 hover:text-zinc-100',
  // A moment in a song that plays from there (a comment's timestamp).
  timestamp: 'bg-amber-400/15 font-mono tabular-nums text-amber-300 hover:bg-amber-400/25',
  'secondary-filled':
    'border border-zinc-700 bg-zinc-900 font-medium text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800',
  link: 'font-medium text-brand-400 underline-offset-4 hover:text-brand-300 hover:underline',
} as const;

const SIZE_CLASSES = {
  // A chip inside a line of small text: it keeps the line's font size.
  chip: 'rounded px-1.5 py-0.5',
  inline: 'rounded px-1',
  xs: 'gap-1.5 rounded-md px-2 py-1 text-xs',
  sm: 'gap-2 rounded-lg px-3 py-1.5 text-sm',
  md: 'gap-2 rounded-lg px-4 py-2 text-sm',
  lg: 'gap-2 rounded-lg px-4 py-2.5 text-sm',
  // As tall as the row it sits in (beside an input).
  stretch: 'gap-1 rounded-lg px-3 text-sm',
  icon: 'gap-2 rounded-lg h-8 w-8 shrink-0',
} as const;

const BASE_CLASS =
  'inline-flex items-center justify-center transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins): colours and padding come from variant and size. */
  className?: string;
}

/** The Button's classes, for a router Link or an anchor that must look like a button. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonLook = {}) {
  // A link reads as text inside a sentence, so it takes no padding box.
  const sizing = variant === 'link' ? 'gap-2 rounded-lg text-sm' : SIZE_CLASSES[size];
  return [BASE_CLASS, VARIANT_CLASSES[variant], sizing, className].filter(Boolean).join(' ');
}

/** A router Link's classes inside a sentence ("Forgot password?"): the link look, no box. */
export const textLinkClass = VARIANT_CLASSES.link;

// React 19 passes `ref` as a prop, so Radix's `asChild` triggers reach the native button.
export type ButtonProps = ComponentProps<'button'> & ButtonLook;

/** The app's button: a variant and a size over a native `<button>` (type "button" unless told). */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
