import { useTranslation } from 'react-i18next';
import type { DetailsField as Field } from '../lib/details-form';
import {
  FIELD_KIND,
  FIELD_MAX_LENGTH,
  isSelectField,
  SELECT_OPTIONS,
} from '../lib/details-sections';
import { TEMPO_MAX, TEMPO_MIN } from '../../../../shared/schemas/details';
import { SelectField } from '../../../components/ui/select';
import { TextArea, TextField } from '../../../components/ui/text-field';
import { useDetailsLabels } from './use-details-labels';

/** Fields that carry a line of help under them (format, unit). */
const HINTED = new Set<Field>(['tempo', 'isrcCode', 'tags']);
/** Fields that show an example of what to type. */
const PLACEHOLDERS = new Set<Field>([
  'subGenre',
  'recordLabel',
  'isrcCode',
  'copyright',
  'publishingInfo',
  'tags',
  'notes',
]);

interface DetailsFieldProps {
  field: Field;
  value: string;
  /** Already in the reader's language. */
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One labelled details control (select, text, number, date or text area) with hint and error. */
export function DetailsField({ field, value, error, onChange, onBlur }: DetailsFieldProps) {
  const { t } = useTranslation('details');
  const { fieldLabel, optionLabel } = useDetailsLabels();
  const common = {
    id: `details-${field}`,
    name: field,
    label: fieldLabel(field),
    hint: HINTED.has(field) ? t(`hints.${field}`) : undefined,
    error,
    value,
    onBlur,
    placeholder: PLACEHOLDERS.has(field) ? t(`placeholders.${field}`) : undefined,
  };
  const kind = FIELD_KIND[field];

  if (isSelectField(field)) {
    return (
      <SelectField {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('notSet')}</option>
        {SELECT_OPTIONS[field].map(({ group, values }) => {
          const options = values.map((option) => (
            <option key={option} value={option}>
              {optionLabel(field, option)}
            </option>
          ));
          return group ? (
            <optgroup key={group} label={t(`keyGroups.${group}`)}>
              {options}
            </optgroup>
          ) : (
            options
          );
        })}
      </SelectField>
    );
  }
  if (kind === 'textarea') {
    return (
      <TextArea
        {...common}
        className="sm:col-span-2 lg:col-span-3"
        rows={4}
        maxLength={FIELD_MAX_LENGTH[field]}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      type={kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text'}
      inputMode={kind === 'number' ? 'numeric' : undefined}
      min={kind === 'number' ? TEMPO_MIN : undefined}
      max={kind === 'number' ? TEMPO_MAX : undefined}
      step={kind === 'number' ? 1 : undefined}
      maxLength={FIELD_MAX_LENGTH[field]}
      autoCapitalize={field === 'isrcCode' ? 'characters' : undefined}
      spellCheck={field === 'isrcCode' ? false : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
