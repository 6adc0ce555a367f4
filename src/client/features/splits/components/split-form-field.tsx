import type { ReactNode } from 'react';

/** A field's refusal: the message, with a title when the spec gives one ("Invalid Percentage"). */
export interface FieldError {
  title?: string;
  message: string;
}

interface SplitFormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  optionalLabel?: string;
  error?: FieldError;
  hint?: ReactNode;
  /** The control; it receives the ids that describe it. */
  children: (described: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

export const fieldClass =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2.5 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500';

/** A labelled control with its hint and inline error, tied with aria-describedby. */
export function SplitFormField({
  id,
  label,
  optionalLabel,
  error,
  hint,
  children,
}: SplitFormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-300">
        {label}
        {optionalLabel && <span className="font-normal text-zinc-400"> ({optionalLabel})</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: fieldClass,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-400">
          {error.title && <strong className="font-semibold text-red-300">{error.title}: </strong>}
          {error.message}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}
