import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../../components/ui/text-field';
import type { CreditTextField as Field } from '../lib/credit-form';

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
  const common = {
    id: `credit-${field}`,
    name: field,
    label: t(`form.fields.${field}`),
    optionalLabel: required ? undefined : t('form.optional'),
    value,
    required,
    placeholder: t(`form.placeholders.${field}`),
    error,
  };
  return INPUT_TYPES[field] === 'textarea' ? (
    <TextArea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <TextField
      {...common}
      type={INPUT_TYPES[field]}
      autoComplete={field === 'email' ? 'email' : field === 'website' ? 'url' : 'off'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
