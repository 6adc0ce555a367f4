import { useTranslation } from 'react-i18next';
import {
  ENTERPRISE_BUSINESS_TYPES,
  ENTERPRISE_MONTHLY_PROJECTS,
  ENTERPRISE_TEAM_SIZES,
} from '../../../../shared/constants';
import { ENTERPRISE_INTEGRATIONS } from '../../../../shared/schemas/enterprise';
import {
  toggleIntegration,
  type EnterpriseIntegration,
  type EnterpriseSurveyValues,
} from '../lib/enterprise-form';
import { proSocietyFor } from '../lib/pro-society';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-field';
import { Checkbox } from '../../../components/ui/choice';

interface SurveyChoicesProps {
  values: EnterpriseSurveyValues;
  onChange: (patch: Partial<EnterpriseSurveyValues>) => void;
}

const SELECTS = [
  { field: 'teamSize', options: ENTERPRISE_TEAM_SIZES },
  { field: 'businessType', options: ENTERPRISE_BUSINESS_TYPES },
  { field: 'monthlyProjects', options: ENTERPRISE_MONTHLY_PROJECTS },
] as const;

/** The survey's questions about the business: three selects, integrations, requirements. */
export function EnterpriseSurveyChoices({ values, onChange }: SurveyChoicesProps) {
  const { t, i18n } = useTranslation('landing-forms');
  const society = proSocietyFor(i18n.resolvedLanguage ?? 'en');

  const integrationLabel = (item: EnterpriseIntegration) =>
    t(`survey.integrations.${item}`, { society });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        {SELECTS.map(({ field, options }) => (
          <SelectField
            key={field}
            id={`survey-${field}`}
            label={t(`survey.${field}.label`)}
            value={values[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          >
            <option value="">{t('survey.choose')}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`survey.${field}.options.${option}`)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-zinc-200">
          {t('survey.integrations.label')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ENTERPRISE_INTEGRATIONS.map((item) => (
            <label
              key={item}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-950/40 px-3 py-2.5 text-sm text-zinc-300 transition hover:border-zinc-700 has-[:checked]:border-brand-500/60 has-[:checked]:bg-brand-500/10 has-[:checked]:text-white"
            >
              <Checkbox
                checked={values.integrations.includes(item)}
                onChange={() =>
                  onChange({ integrations: toggleIntegration(values.integrations, item) })
                }
              />
              {integrationLabel(item)}
            </label>
          ))}
        </div>
      </fieldset>

      <TextArea
        id="survey-requirements"
        label={t('survey.requirements.label')}
        optionalLabel={t('survey.optional')}
        rows={3}
        value={values.requirements}
        placeholder={t('survey.requirements.placeholder')}
        onChange={(event) => onChange({ requirements: event.target.value })}
      />
    </>
  );
}
