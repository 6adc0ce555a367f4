import { useTranslation } from 'react-i18next';
import type { DetailsField as Field } from '../lib/details-form';
import {
  FIELD_KIND,
  FIELD_MAX_LENGTH,
  isSelectField,
  SELECT_OPTIONS,
} from '../lib/details-sections';
import { TEMPO_MAX, TEMPO_MIN } from '../../../../shared/schemas/details';
import { Select } from '../../../components/ui/select';
import { detailsInputClass, detailsLabelClass } from './field-styles';
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
  const id = `details-${field}`;
  const hintId = HINTED.has(field) ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const common = {
    id,
    name: field,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    placeholder: PLACEHOLDERS.has(field) ? t(`placeholders.${field}`) : undefined,
    className: detailsInputClass,
  };
  const kind = FIELD_KIND[field];

  let control;
  if (isSelectField(field)) {
    control = (
      <Select {...common} className="w-full" onChange={(e) => onChange(e.target.value)}>
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
      </Select>
    );
  } else if (kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={FIELD_MAX_LENGTH[field]}
        onChange={(e) => onChange(e.target.value)}
        className={`${detailsInputClass} resize-y`}
      />
    );
  } else {
    control = (
      <input
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

  return (
    <div className={kind === 'textarea' ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <label htmlFor={id} className={detailsLabelClass}>
        {fieldLabel(field)}
      </label>
      {control}
      {hintId && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-400">
          {t(`hints.${field}`)}
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
