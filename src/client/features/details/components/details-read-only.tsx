import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SongDetails } from '../../../../shared/schemas/details';
import { formValuesFromDetails, type DetailsField } from '../lib/details-form';
import { DETAILS_SECTIONS, FIELD_KIND, isSelectField } from '../lib/details-sections';
import { DetailsHeader } from './details-form';
import { DetailsSection } from './details-section';
import { useDetailsLabels } from './use-details-labels';

/** Details for viewers and collaborators: the same sections, values only ("Not set" when empty). */
export function DetailsReadOnly({ details }: { details: SongDetails }) {
  const { t } = useTranslation('details');
  const { fieldLabel, optionLabel, dateLabel } = useDetailsLabels();
  const values = formValuesFromDetails(details);

  const shown = (field: DetailsField) => {
    const value = values[field];
    if (isSelectField(field)) return optionLabel(field, value);
    if (FIELD_KIND[field] === 'date') return dateLabel(value);
    if (field === 'tempo') return t('bpm', { tempo: value });
    return value;
  };

  return (
    <div className="space-y-6">
      <DetailsHeader
        status={
          <p className="flex items-center gap-1.5 text-sm text-zinc-400">
            <Lock className="h-4 w-4" aria-hidden />
            {t('readOnly')}
          </p>
        }
      />
      {DETAILS_SECTIONS.map((section) => (
        <DetailsSection key={section.id} id={section.id} title={t(`sections.${section.id}`)}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.fields.map((field) => (
              <div
                key={field}
                className={FIELD_KIND[field] === 'textarea' ? 'sm:col-span-2 lg:col-span-3' : ''}
              >
                <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
                  {fieldLabel(field)}
                </dt>
                <dd className="mt-1 text-sm">
                  {field === 'tags' && details.tags.length > 0 ? (
                    <ul className="flex flex-wrap gap-1.5" aria-label={fieldLabel(field)}>
                      {details.tags.map((tag) => (
                        <li
                          key={tag}
                          className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs text-zinc-200"
                        >
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : values[field] ? (
                    <span className="whitespace-pre-line text-zinc-100 [overflow-wrap:anywhere]">
                      {shown(field)}
                    </span>
                  ) : (
                    <span className="italic text-zinc-400">{t('notSet')}</span>
                  )}
                </dd>
              </div>
            ))}
            {section.id === 'release' && (
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
                  {t('instrumental.label')}
                </dt>
                <dd className="mt-1 text-sm text-zinc-100">
                  {details.instrumental ? t('instrumental.yes') : t('instrumental.no')}
                </dd>
              </div>
            )}
          </dl>
        </DetailsSection>
      ))}
    </div>
  );
}
