import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-xl border border-zinc-700 bg-zinc-950/60 px-3.5 py-2.5 text-sm text-white placeholder:text-zinc-400 transition focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus:ring-rose-500/30';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Marks the field optional next to its label (text supplied by the caller). */
  optionalText?: string;
  error?: string;
  children: ReactNode;
}

/** Label, control and inline error; the control wires `aria-describedby` to `${id}-error`. */
export function FieldFrame({ id, label, optionalText, error, children }: FieldFrameProps) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-zinc-200"
      >
        {label}
        {optionalText && <span className="text-xs font-normal text-zinc-400">{optionalText}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  optionalText?: string;
  error?: string;
}

/** A labelled text input with its inline error. */
export function TextField({ id, label, optionalText, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} optionalText={optionalText} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}
