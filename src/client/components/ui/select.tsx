import type { ReactNode, SelectHTMLAttributes } from 'react';

// A native <select>: the keyboard, screen readers and phones' own pickers for free, and no
// JavaScript to load. The look matches the text fields (invalid = red border).
const SELECT_CLASS =
  'rounded-lg border border-zinc-700 bg-zinc-950 text-sm text-zinc-100 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ' +
  'aria-[invalid=true]:border-red-500 disabled:opacity-60 [color-scheme:dark]';

const PADDING_CLASSES = {
  md: 'px-3 py-2',
  /** Inside a row of small controls (a member's role). */
  sm: 'px-3 py-1.5',
  /** Room on the left for an icon the caller draws over the select (Sort). */
  icon: 'py-2 pl-9 pr-3',
} as const;

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  padding?: keyof typeof PADDING_CLASSES;
  /** Layout only (width, height); the look is the Select's own. */
  className?: string;
};

/** A styled native select; name it with a <label>, `aria-label`, or use SelectField. */
export function Select({ padding = 'md', className = 'w-full', ...props }: SelectProps) {
  return (
    <select className={`${SELECT_CLASS} ${PADDING_CLASSES[padding]} ${className}`} {...props} />
  );
}

interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  id: string;
  label: ReactNode;
  /** A line of help under the select (tied to it with aria-describedby). */
  hint?: ReactNode;
  /** Already in the reader's language; marks the select invalid. */
  error?: string;
  /** Visually hidden label (a filter beside a search box), still read by screen readers. */
  hideLabel?: boolean;
  /** The wrapper's layout (grid span, width). */
  fieldClassName?: string;
}

/** A labelled select with its hint and error (the label above, the messages below). */
export function SelectField({
  id,
  label,
  hint,
  error,
  hideLabel = false,
  fieldClassName,
  ...select
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={fieldClassName}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-zinc-300'}
      >
        {label}
      </label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      />
      {hintId && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-400">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
