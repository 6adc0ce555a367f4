import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFieldLimit } from './field-limit';

const CONTROL_CLASS =
  'w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2.5 text-sm text-zinc-100 ' +
  'placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-500/40 aria-[invalid=true]:border-red-500 disabled:opacity-60 ' +
  'read-only:cursor-not-allowed read-only:bg-zinc-800/60 read-only:text-zinc-300 [color-scheme:dark]';

interface FieldFrameProps {
  label: ReactNode;
  /** Shown after the label in grey, e.g. "optional" reads "(optional)". */
  optionalLabel?: string;
  /** A line under the control saying what is expected. */
  hint?: ReactNode;
  /** Already in the reader's language; marks the control invalid and describes it. */
  error?: ReactNode;
  /** The error is announced as it appears (role="alert"), for forms checked on submit. */
  announceError?: boolean;
  /** Classes of the wrapper (layout only). */
  className?: string;
}

/** The ids and aria attributes tying a control to its hint and error. */
function useFieldIds(
  props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown },
  hasHint: boolean,
  hasError: boolean,
) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': hasError ? true : (props['aria-invalid'] as boolean | undefined),
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame({
  frame,
  ids,
  children,
}: {
  frame: FieldFrameProps;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={frame.className}>
      <label htmlFor={ids.id} className="mb-1.5 block text-sm font-medium text-zinc-300">
        {frame.label}
        {frame.optionalLabel && (
          <span className="font-normal text-zinc-400"> ({frame.optionalLabel})</span>
        )}
      </label>
      {children}
      {frame.hint && (
        <p id={ids.hintId} className="mt-1.5 text-xs text-zinc-400">
          {frame.hint}
        </p>
      )}
      {frame.error && (
        <p
          id={ids.errorId}
          role={frame.announceError ? 'alert' : undefined}
          className="mt-1.5 text-sm text-red-400"
        >
          {frame.error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldFrameProps &
  Omit<ComponentProps<'input'>, 'className'> & {
    /** A control or mark drawn inside the input's right edge (show/hide password, a lock). */
    trailing?: ReactNode;
  };

/** A labelled input with its hint and error, tied by aria-describedby and aria-invalid. */
export function TextField(props: TextFieldProps) {
  const { label, optionalLabel, hint, error, announceError, className, trailing, ...rest } = props;
  // A maxLength is said, never applied silently (issue 25 item 9).
  const { control: input, note } = useFieldLimit(rest);
  const ids = useFieldIds(input, Boolean(hint), Boolean(error));
  const control = (
    <input
      {...input}
      {...ids.control}
      className={trailing ? `${CONTROL_CLASS} pr-11` : CONTROL_CLASS}
    />
  );
  return (
    <FieldFrame frame={{ label, optionalLabel, hint, error, announceError, className }} ids={ids}>
      {trailing ? (
        <div className="relative">
          {control}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        </div>
      ) : (
        control
      )}
      {note}
    </FieldFrame>
  );
}

type TextAreaProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'className'>;

/** A labelled textarea with its hint and error, tied like TextField's. */
export function TextArea(props: TextAreaProps) {
  const { label, optionalLabel, hint, error, announceError, className, ...rest } = props;
  const { control: textarea, note } = useFieldLimit(rest);
  const ids = useFieldIds(textarea, Boolean(hint), Boolean(error));
  return (
    <FieldFrame frame={{ label, optionalLabel, hint, error, announceError, className }} ids={ids}>
      <textarea {...textarea} {...ids.control} className={`${CONTROL_CLASS} resize-y`} />
      {note}
    </FieldFrame>
  );
}
