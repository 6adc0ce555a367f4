import { useTranslation } from 'react-i18next';
import type { DetailsField } from '../lib/details-form';
import { errorValues, keyParts, type SelectField } from '../lib/details-sections';
import type { ShownFieldError } from '../use-details-autosave';

/**
 * Display words for stored values: option lists keep their English values on the wire, and
 * each language names them its own way (keys included: "C♯ minor", "Do♯ menor", "Cis-Moll").
 */
export function useDetailsLabels() {
  const { t, i18n } = useTranslation('details');

  const keyLabel = (key: string) => {
    const parts = keyParts(key);
    if (!parts) return key;
    const tonic = t(`tonics.${parts.tonic}`, { defaultValue: parts.tonic });
    return t(`keyNames.${parts.mode}`, { tonic });
  };

  const optionLabel = (field: SelectField, value: string): string => {
    switch (field) {
      case 'genre':
        return t(`genres.${value}`, { defaultValue: value });
      case 'mood':
        return t(`moods.${value}`, { defaultValue: value });
      case 'key':
        return keyLabel(value);
      default:
        return value;
    }
  };

  const dateLabel = (isoDate: string) => {
    const date = new Date(`${isoDate}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return isoDate;
    return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(date);
  };

  const errorText = (field: DetailsField, error: ShownFieldError) =>
    error.code === 'server'
      ? error.message
      : t(`errors.${error.code}`, errorValues(field, error.code));

  return {
    fieldLabel: (field: DetailsField) => t(`fields.${field}`),
    optionLabel,
    dateLabel,
    errorText,
  };
}
