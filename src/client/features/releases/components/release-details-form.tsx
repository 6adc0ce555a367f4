import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOUDNESS_TARGETS,
  RELEASE_TEXT_LIMITS,
  RELEASE_TYPES,
  type Release,
  type ReleaseType,
} from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedChangesWarning } from '../../../hooks/use-unsaved-changes-warning';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { isRelease, type useUpdateRelease } from '../api/releases';
import { formOf, releasePatch, TEXT_FIELDS, type ReleaseForm } from '../lib/release-form';
import type { EditGuard } from './use-delivered-guard';
import { useProblemText } from './use-problem-text';

type TextName = 'title' | (typeof TEXT_FIELDS)[number];
const LIMITS: Record<TextName, number> = {
  title: RELEASE_TEXT_LIMITS.title,
  artistName: RELEASE_TEXT_LIMITS.artistName,
  label: RELEASE_TEXT_LIMITS.label,
  genre: RELEASE_TEXT_LIMITS.genre,
  pLine: RELEASE_TEXT_LIMITS.pLine,
  cLine: RELEASE_TEXT_LIMITS.cLine,
  senderPartyId: RELEASE_TEXT_LIMITS.partyId,
  recipientPartyId: RELEASE_TEXT_LIMITS.partyId,
};
const fieldId = (name: keyof ReleaseForm) => `release-${name}`;

/**
 * The release's own fields, checked on Save with the route's schema (each field says its
 * problem) and sent as one PATCH; the server's refusals (a UPC another release has) land on
 * their field too.
 */
export function ReleaseDetailsForm({
  release,
  update,
  guard,
}: {
  release: Release;
  update: ReturnType<typeof useUpdateRelease>;
  guard: EditGuard;
}) {
  const { t } = useTranslation('releases');
  const problemText = useProblemText();
  const [values, setValues] = useState<ReleaseForm>(() => formOf(release));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = formOf(release);
  const dirty = (Object.keys(values) as (keyof ReleaseForm)[]).some(
    (name) => values[name] !== saved[name],
  );
  const saving = update.isPending && update.variables?.title !== undefined;
  useUnsavedChangesWarning(dirty);

  const set = <K extends keyof ReleaseForm>(name: K, value: ReleaseForm[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const text = (name: TextName | 'upc' | 'releaseDate' | 'originalReleaseDate') => ({
    id: fieldId(name),
    label: t(`fields.${name}`),
    hint: t(`hints.${name}`),
    value: values[name],
    error: errors[name],
    maxLength: name in LIMITS ? LIMITS[name as TextName] : undefined,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = releasePatch(values);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([name, problem]) => [name, problemText(problem)]),
        ),
      );
      document
        .getElementById(fieldId(Object.keys(checked.errors)[0] as keyof ReleaseForm))
        ?.focus();
      return;
    }
    guard((backToDraft) =>
      update.mutate(backToDraft ? { ...checked.payload, status: 'draft' } : checked.payload, {
        onSuccess: (answer) => {
          // The fields as stored (trimmed, the UPC's digits alone), so nothing reads as unsaved.
          if (isRelease(answer)) setValues(formOf(answer));
          toast.success(t('toast.saved'));
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else
            toast.error(t('toast.saveFailed'), { description: errorMessage(error, t('tryAgain')) });
        },
      }),
    );
  };

  return (
    <Card as="section" padding="responsive" aria-labelledby="release-details-heading" id="details">
      <h2 id="release-details-heading" className="mb-4 text-base font-semibold text-zinc-100">
        {t('details.heading')}
      </h2>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId('type')}
          label={t('fields.type')}
          value={values.type}
          error={errors.type}
          onChange={(event) => set('type', event.target.value as ReleaseType)}
        >
          {RELEASE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...text('title')} />
        <TextField {...text('artistName')} />
        <TextField {...text('label')} />
        <TextField {...text('releaseDate')} type="date" />
        <TextField {...text('originalReleaseDate')} type="date" />
        <TextField {...text('genre')} />
        <TextField {...text('upc')} inputMode="numeric" maxLength={40} />
        <TextField {...text('pLine')} />
        <TextField {...text('cLine')} />
        <SelectField
          id={fieldId('loudnessTarget')}
          label={t('fields.loudnessTarget')}
          hint={t('hints.loudnessTarget')}
          value={values.loudnessTarget}
          onChange={(event) => set('loudnessTarget', event.target.value)}
        >
          <option value="">{t('loudness.none')}</option>
          {LOUDNESS_TARGETS.map((target) => (
            <option key={target} value={String(target)}>
              {t('loudness.target', { value: target })}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          className="sm:pt-7"
          label={t('fields.explicit')}
          checked={values.explicit}
          onCheckedChange={(checked) => set('explicit', checked)}
        />
        <TextField {...text('senderPartyId')} />
        <TextField {...text('recipientPartyId')} />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" busy={saving} disabled={!dirty}>
            <Save className="h-4 w-4" aria-hidden />
            {saving ? t('details.saving') : t('details.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
