import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SongDetails } from '../../../../shared/schemas/details';
import { useAutoSaveEnabled } from '../../../hooks/use-auto-save-enabled';
import { ManualSaveButton } from '../../../components/manual-save-button';
import { DETAILS_SECTIONS } from '../lib/details-sections';
import { useDetailsAutosave } from '../use-details-autosave';
import { AutosaveStatusLine } from './autosave-status';
import { DetailsField } from './details-field';
import { DetailsSection } from './details-section';
import { InstrumentalSwitch } from './instrumental-switch';
import { useDetailsLabels } from './use-details-labels';

/**
 * The owner's editable details: five sections that save themselves (Enter saves at once), or,
 * with the account's auto-save off, wait for the Save button.
 */
export function DetailsForm({ projectId, details }: { projectId: string; details: SongDetails }) {
  const { t } = useTranslation('details');
  const { errorText } = useDetailsLabels();
  const autoSave = useAutoSaveEnabled();
  const form = useDetailsAutosave(projectId, details, autoSave);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.saveNow();
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="details-heading"
      className="space-y-6"
    >
      <DetailsHeader
        sticky
        status={
          <div className="flex items-center gap-3">
            <AutosaveStatusLine status={form.status} onRetry={form.saveNow} autoSave={autoSave} />
            {!autoSave && (
              <ManualSaveButton
                type="submit"
                disabled={!form.dirty}
                saving={form.status === 'saving'}
                labels={{ save: t('save'), saving: t('saving') }}
                onSave={form.saveNow}
              />
            )}
          </div>
        }
      />
      {DETAILS_SECTIONS.map((section) => (
        <DetailsSection key={section.id} id={section.id} title={t(`sections.${section.id}`)}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.fields.map((field) => {
              const error = form.errorOf(field);
              return (
                <DetailsField
                  key={field}
                  field={field}
                  value={form.values[field]}
                  error={error && errorText(field, error)}
                  onChange={(value) => form.setField(field, value)}
                  onBlur={() => form.revealField(field)}
                />
              );
            })}
          </div>
          {section.id === 'release' && (
            <InstrumentalSwitch
              projectId={projectId}
              instrumental={details.instrumental ?? false}
            />
          )}
        </DetailsSection>
      ))}
      {/* raw-element: Enter in a text field submits; a hidden default button makes that work everywhere. */}
      <button type="submit" hidden />
    </form>
  );
}

/**
 * The tab's heading with the save state (or the read-only note) beside it. `sticky` keeps it
 * under the top bar, so the save state stays in sight while the lower sections are edited.
 */
export function DetailsHeader({ status, sticky = false }: { status: ReactNode; sticky?: boolean }) {
  const { t } = useTranslation('details');
  return (
    <div
      className={`flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between ${
        sticky ? 'sticky top-16 z-20 -mx-1 bg-zinc-950/90 px-1 py-3 backdrop-blur' : ''
      }`}
    >
      <div>
        <h2 id="details-heading" className="text-xl font-semibold text-white">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{t('intro')}</p>
      </div>
      {status}
    </div>
  );
}
