import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFieldProblem } from '../lib/profile-form';
import { Input, MultilineInput } from '../../../components/ui/input';

/**
 * The fields of a card: a description list in view mode; in edit mode plain blocks (a <dl>
 * may only hold terms and values, not labelled inputs).
 */
export function FieldList({
  editing,
  className,
  children,
}: {
  editing: boolean;
  className: string;
  children: ReactNode;
}) {
  return editing ? (
    <div className={className}>{children}</div>
  ) : (
    <dl className={className}>{children}</dl>
  );
}

/** One stored value in view mode: its label, then the value or "Not set". */
export function FieldView({
  label,
  children,
  className = '',
  plain = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** Outside a <dl> (a read-only value among inputs in edit mode): no term/definition tags. */
  plain?: boolean;
}) {
  const { t } = useTranslation('profile');
  const [Term, Value] = plain ? (['p', 'p'] as const) : (['dt', 'dd'] as const);
  const empty =
    children === null || children === undefined || children === '' || children === false;
  return (
    <div className={`min-w-0 ${className}`}>
      <Term
        className={
          plain
            ? 'text-sm font-medium text-zinc-200'
            : 'text-xs font-medium uppercase tracking-wide text-zinc-400'
        }
      >
        {label}
      </Term>
      <Value className="mt-1 text-sm text-zinc-100 [overflow-wrap:anywhere]">
        {empty ? <span className="text-zinc-400">{t('view.notSet')}</span> : children}
      </Value>
    </div>
  );
}

/** A problem in the reader's language (the server's own words when we have no translation). */
export function useProblemText() {
  const { t } = useTranslation('profile');
  return (problem: ProfileFieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.key === 'other') return problem.message;
    if (problem.key === 'tooLong') return t('errors.tooLong', { max: problem.max });
    return t(`errors.${problem.key}`);
  };
}

interface FieldInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: ProfileFieldProblem;
  /** A line under the input saying what is expected. */
  hint?: string;
  type?: 'text' | 'url' | 'number' | 'email' | 'tel';
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  /** Text shown inside the box before the value (e.g. "@"). */
  prefix?: string;
  /** Extra controls beside the input (e.g. a Connect button). */
  aside?: ReactNode;
  inputMode?: 'numeric' | 'text' | 'url';
  min?: number;
  max?: number;
  className?: string;
}

/** A labelled input (or textarea) with its hint and its error, tied by aria-describedby. */
export function FieldInput(props: FieldInputProps) {
  const { id, label, value, onChange, problem, hint, rows, aside, prefix, className, ...input } =
    props;
  const problemText = useProblemText()(problem);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problemText ? `${id}-error` : undefined;
  const shared = {
    id,
    value,
    'aria-invalid': problemText ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    tone: 'quiet' as const,
    className: prefix ? 'pl-7' : undefined,
  };
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-200">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <div className="relative min-w-0 flex-1">
          {prefix && (
            <span
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-zinc-400"
            >
              {prefix}
            </span>
          )}
          {rows ? (
            <MultilineInput
              {...shared}
              rows={rows}
              maxLength={input.maxLength}
              placeholder={input.placeholder}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <Input
              {...shared}
              type={input.type ?? 'text'}
              {...input}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </div>
        {aside}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-zinc-400">
          {hint}
        </p>
      )}
      {problemText && (
        <p id={errorId} className="mt-1 text-xs text-red-400">
          {problemText}
        </p>
      )}
    </div>
  );
}
