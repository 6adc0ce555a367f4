import { useTranslation } from 'react-i18next';
import type { CreditTextField as Field } from '../lib/credit-form';
import { creditInputClass, creditLabelClass } from './credit-styles';

const INPUT_TYPES: Record<Field, string> = {
  name: 'text',
  email: 'email',
  website: 'url',
  social: 'text',
  description: 'textarea',
};

interface CreditTextFieldProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  /** Already in the reader's language; tied with aria-describedby. */
  error?: string;
  required?: boolean;
}

/** One labelled text field of the credit dialog, with its placeholder and inline error. */
export function CreditTextField({ field, value, onChange, error, required }: CreditTextFieldProps) {
  const { t } = useTranslation('credits');
  const id = `credit-${field}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    value,
    required,
    placeholder: t(`form.placeholders.${field}`),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: creditInputClass,
  };
  return (
    <div>
      <label htmlFor={id} className={creditLabelClass}>
        {t(`form.fields.${field}`)}
        {!required && <span className="font-normal text-zinc-400"> ({t('form.optional')})</span>}
      </label>
      {INPUT_TYPES[field] === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field]}
          autoComplete={field === 'email' ? 'email' : field === 'website' ? 'url' : 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
