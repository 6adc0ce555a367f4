import { useTranslation } from 'react-i18next';
import { EXPERIENCE_LEVELS } from '../../../../shared/constants';
import type { ExperienceLevel } from '../onboarding-draft';
import { Radio } from '../../../components/ui/choice';

interface ExperienceOptionsProps {
  value: ExperienceLevel | '';
  onChange: (level: ExperienceLevel) => void;
}

/** The experience level as a radio group of cards, each with its description. */
export function ExperienceOptions({ value, onChange }: ExperienceOptionsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">
        {t('profile.experience')} <span className="text-zinc-400">({t('profile.required')})</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {EXPERIENCE_LEVELS.map((level) => (
          <label
            key={level}
            className="cursor-pointer rounded-xl border border-zinc-800 bg-zinc-900/70 p-3 transition-colors hover:border-zinc-600 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-600/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400"
          >
            <Radio
              name="experience"
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="sr-only"
            />
            <span className="block text-sm font-semibold text-zinc-100">
              {t(`experience.${level}`)}
            </span>
            <span className="mt-0.5 block text-xs text-zinc-400">
              {t(`experience.${level}Description`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
