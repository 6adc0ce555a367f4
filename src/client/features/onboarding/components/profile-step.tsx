import { useTranslation } from 'react-i18next';
import { GENRES } from '../../../../shared/constants';
import { SelectField } from '../../../components/ui/select';
import { TextArea, TextField } from '../../../components/ui/text-field';
import type { Genre, OnboardingDraft } from '../onboarding-draft';
import { ExperienceOptions } from './experience-options';
import { StepHeading } from './step-heading';

interface ProfileStepProps {
  draft: OnboardingDraft;
  onChange: (changes: Partial<OnboardingDraft>) => void;
}

/** Step 2: artist name, genre and experience (required), location and bio (optional). */
export function ProfileStep({ draft, onChange }: ProfileStepProps) {
  const { t } = useTranslation('onboarding');
  const required = <span className="text-zinc-400">({t('profile.required')})</span>;
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="onboarding-artist-name"
            label={
              <>
                {t('profile.artistName')} {required}
              </>
            }
            required
            autoComplete="nickname"
            placeholder={t('profile.artistNamePlaceholder')}
            value={draft.artistName}
            onChange={(e) => onChange({ artistName: e.target.value })}
          />
          <SelectField
            id="onboarding-genre"
            label={
              <>
                {t('profile.genre')} {required}
              </>
            }
            required
            value={draft.genre}
            onChange={(e) => onChange({ genre: e.target.value as Genre })}
            className="h-[42px] w-full"
          >
            <option value="" disabled>
              {t('profile.genrePlaceholder')}
            </option>
            {GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {t(`genres.${genre}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ExperienceOptions
          value={draft.experience}
          onChange={(experience) => onChange({ experience })}
        />
        <TextField
          id="onboarding-location"
          label={t('profile.location')}
          optionalLabel={t('profile.optional')}
          autoComplete="address-level2"
          placeholder={t('profile.locationPlaceholder')}
          value={draft.location}
          onChange={(e) => onChange({ location: e.target.value })}
        />
        <TextArea
          id="onboarding-bio"
          label={t('profile.bioTitle')}
          optionalLabel={t('profile.optional')}
          rows={4}
          placeholder={t('profile.bioPlaceholder')}
          value={draft.bio}
          onChange={(e) => onChange({ bio: e.target.value })}
        />
      </div>
    </section>
  );
}
