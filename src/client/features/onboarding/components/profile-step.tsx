import { useTranslation } from 'react-i18next';
import { GENRES } from '../../../../shared/constants';
import { Select } from '../../../components/ui/select';
import type { Genre, OnboardingDraft } from '../onboarding-draft';
import { ExperienceOptions } from './experience-options';
import { fieldClass, labelClass } from './field-styles';
import { StepHeading } from './step-heading';

interface ProfileStepProps {
  draft: OnboardingDraft;
  onChange: (changes: Partial<OnboardingDraft>) => void;
}

/** Step 2: artist name, genre and experience (required), location and bio (optional). */
export function ProfileStep({ draft, onChange }: ProfileStepProps) {
  const { t } = useTranslation('onboarding');
  const required = <span className="text-zinc-400">({t('profile.required')})</span>;
  const optional = <span className="text-zinc-400">({t('profile.optional')})</span>;
  return (
    <section aria-labelledby="step-title">
      <StepHeading id="step-title" title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="onboarding-artist-name" className={labelClass}>
              {t('profile.artistName')} {required}
            </label>
            <input
              id="onboarding-artist-name"
              required
              autoComplete="nickname"
              placeholder={t('profile.artistNamePlaceholder')}
              value={draft.artistName}
              onChange={(e) => onChange({ artistName: e.target.value })}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="onboarding-genre" className={labelClass}>
              {t('profile.genre')} {required}
            </label>
            <Select
              id="onboarding-genre"
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
            </Select>
          </div>
        </div>
        <ExperienceOptions
          value={draft.experience}
          onChange={(experience) => onChange({ experience })}
        />
        <div>
          <label htmlFor="onboarding-location" className={labelClass}>
            {t('profile.location')} {optional}
          </label>
          <input
            id="onboarding-location"
            autoComplete="address-level2"
            placeholder={t('profile.locationPlaceholder')}
            value={draft.location}
            onChange={(e) => onChange({ location: e.target.value })}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="onboarding-bio" className={labelClass}>
            {t('profile.bioTitle')} {optional}
          </label>
          <textarea
            id="onboarding-bio"
            rows={4}
            placeholder={t('profile.bioPlaceholder')}
            value={draft.bio}
            onChange={(e) => onChange({ bio: e.target.value })}
            className={`${fieldClass} resize-y`}
          />
        </div>
      </div>
    </section>
  );
}
