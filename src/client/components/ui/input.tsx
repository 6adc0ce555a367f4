import type { ComponentProps } from 'react';

// A bare control for where a field's label sits elsewhere (a search box with its icon, a row of
// inline controls, a custom label layout). A field with a label above it is a TextField.
const BASE =
  'rounded-lg border border-zinc-700 px-3 text-sm text-zinc-100 focus:border-brand-500 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-500';

const TONES = {
  /** On a page or in a dialog. */
  field: 'bg-zinc-950 placeholder:text-zinc-400 disabled:opacity-60',
  /** On the admin console's lighter panels. */
  console: 'bg-zinc-900/80 placeholder:text-zinc-400 disabled:opacity-60',
  /** Inline editors (comments, profile fields): a fainter placeholder. */
  quiet: 'bg-zinc-950 placeholder:text-zinc-500',
} as const;

const SIZES = { md: 'py-2', sm: 'py-1' } as const;

interface InputLook {
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  /** Fills its container (default); off where the caller sets a width. */
  fullWidth?: boolean;
  /** Layout only (a width, room for an icon, a font): the frame comes from the tone. */
  className?: string;
}

function inputClasses({ tone = 'field', size = 'md', fullWidth = true, className }: InputLook) {
  return [BASE, TONES[tone], SIZES[size], fullWidth && 'w-full', className]
    .filter(Boolean)
    .join(' ');
}

/** A bare text input in the app's look; give it a label (`<label htmlFor>` or `aria-label`). */
export function Input({
  tone,
  size,
  fullWidth,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & InputLook) {
  return <input className={inputClasses({ tone, size, fullWidth, className })} {...props} />;
}

/** A bare textarea in the same look as Input. */
export function MultilineInput({
  tone,
  size,
  fullWidth,
  className,
  ...props
}: ComponentProps<'textarea'> & InputLook) {
  return <textarea className={inputClasses({ tone, size, fullWidth, className })} {...props} />;
}
