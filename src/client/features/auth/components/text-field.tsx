import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from './form-styles';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  /** Extra help under the field (also described-by). */
  hint?: ReactNode;
  /** A control drawn inside the right edge of the input (e.g. show/hide password). */
  trailing?: ReactNode;
}

/** A labelled input with its inline error: aria-invalid and aria-describedby follow the error. */
export function TextField({
  id,
  label,
  error,
  hint,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        )}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs text-zinc-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
