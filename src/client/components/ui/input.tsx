import type { ComponentProps } from 'react';
import { useFieldLimit } from './field-limit';

// A bare control for where a field's label sits elsewhere (a search box with its icon, a row of
// inline controls, a custom label layout, an in-place rename). A field with its label above it is
// a TextField. Each tone is the whole look of one kind of place; `size` pads the boxed tones.
const FOCUS = 'focus:outline-none focus:ring-2 focus:ring-brand-500/40';
const BOXED = `rounded-lg border border-zinc-700 px-3 text-sm text-zinc-100 focus:border-brand-500 ${FOCUS} aria-[invalid=true]:border-red-500`;

const TONES = {
  /** On a page or in a dialog. */
  field: `${BOXED} bg-zinc-950 placeholder:text-zinc-400 disabled:opacity-60`,
  /** On the admin console's lighter panels. */
  console: `${BOXED} bg-zinc-900/80 placeholder:text-zinc-400 disabled:opacity-60`,
  /** Inline editors (comments, profile fields): a fainter placeholder. */
  quiet: `${BOXED} bg-zinc-950 placeholder:text-zinc-500`,
  /** A side panel's 36 px search or prompt box (rhymes, suggestions). */
  panel: `h-9 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm text-zinc-100 placeholder:text-zinc-400 focus:border-brand-500 ${FOCUS}`,
  /** The lyrics editor's title: 40 px, greyed border when read-only. */
  editor: `h-10 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm text-zinc-100 focus:border-brand-500 ${FOCUS} read-only:border-zinc-800 disabled:opacity-70`,
  /** Renaming a song in its row: brand-bordered from the start. */
  rename: `h-8 rounded-md border border-brand-500 bg-zinc-900 px-2 text-sm text-zinc-100 ${FOCUS}`,
  /** Renaming a page's title in place: the title's own font (from className), brand-bordered. */
  title: `rounded-lg border border-brand-500 bg-zinc-950 px-2 py-0.5 ${FOCUS}`,
  /** No frame at all: the field is the whole bar it sits in (the search dialog). */
  bare: 'bg-transparent text-zinc-100 placeholder:text-zinc-400 focus:outline-none',
  /** A table cell that reads as text until hovered or focused (a song's notes). */
  cell: 'h-8 rounded-md border border-transparent bg-transparent px-2 text-xs text-zinc-300 placeholder:text-zinc-500 hover:border-zinc-700 focus:border-brand-500 focus:bg-zinc-900 focus:outline-none focus:ring-2 focus:ring-brand-500/40 lg:text-sm',
} as const;

// Only the boxed field tones take a vertical padding; the others have a fixed height.
const PADDED = new Set(['field', 'console', 'quiet']);
const SIZES = { md: 'py-2', sm: 'py-1' } as const;

interface InputLook {
  tone?: keyof typeof TONES;
  /** The padding of the field, console and quiet tones. */
  size?: keyof typeof SIZES;
  /** Fills its container (default); off where the caller sets a width. */
  fullWidth?: boolean;
  /** Layout only (a width, room for an icon, a font): the frame comes from the tone. */
  className?: string;
}

function inputClasses({ tone = 'field', size = 'md', fullWidth = true, className }: InputLook) {
  return [TONES[tone], PADDED.has(tone) && SIZES[size], fullWidth && 'w-full', className]
    .filter(Boolean)
    .join(' ');
}

/**
 * A bare text input in the app's look; give it a label (`<label htmlFor>` or `aria-label`).
 * With a `maxLength` it says the limit as the text nears it, and when a paste was cut to fit
 * (a note drawn right after it), instead of cutting silently (issue 25 item 9).
 */
export function Input({
  tone,
  size,
  fullWidth,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & InputLook) {
  const { control, note } = useFieldLimit(props);
  return (
    <>
      <input className={inputClasses({ tone, size, fullWidth, className })} {...control} />
      {note}
    </>
  );
}

/** A bare textarea in the same looks as Input, saying its maxLength as Input does. */
export function MultilineInput({
  tone,
  size,
  fullWidth,
  className,
  ...props
}: ComponentProps<'textarea'> & InputLook) {
  const { control, note } = useFieldLimit(props);
  return (
    <>
      <textarea className={inputClasses({ tone, size, fullWidth, className })} {...control} />
      {note}
    </>
  );
}
