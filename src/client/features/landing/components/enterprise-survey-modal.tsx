import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSubmitEnterpriseInquiry } from '../api/submit-enterprise-inquiry';
import {
  EMPTY_ENTERPRISE_SURVEY,
  enterpriseFieldProblems,
  toEnterpriseInput,
  type EnterpriseField,
  type EnterpriseSurveyValues,
} from '../lib/enterprise-form';
import { EnterpriseSurveyChoices } from './enterprise-survey-fields';
import { TextField } from '../../../components/ui/text-field';
import { DialogActions } from '../../../components/ui/dialog';
import { LandingDialog } from './landing-dialog';

interface EnterpriseSurveyModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const CONTACT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'company', type: 'text', autoComplete: 'organization', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** Studio plan survey: validated with the shared schema, stored through the API. */
export function EnterpriseSurveyModal({
  open,
  onOpenChange,
  returnFocusTo,
}: EnterpriseSurveyModalProps) {
  const { t } = useTranslation('landing-forms');
  const submit = useSubmitEnterpriseInquiry();
  const [values, setValues] = useState<EnterpriseSurveyValues>(EMPTY_ENTERPRISE_SURVEY);
  const [errors, setErrors] = useState<Partial<Record<EnterpriseField, string>>>({});

  const update = (patch: Partial<EnterpriseSurveyValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setValues(EMPTY_ENTERPRISE_SURVEY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const showProblems = (problems: Partial<Record<EnterpriseField, 'required' | 'invalid'>>) => {
    const messages: Partial<Record<EnterpriseField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) {
      messages[field as EnterpriseField] = t(`survey.errors.${field}.${problem}`, {
        defaultValue: t(`survey.errors.generic`),
      });
    }
    setErrors(messages);
    const first = Object.keys(problems)[0];
    if (first) document.getElementById(`survey-${first}`)?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = enterpriseFieldProblems(values);
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      return;
    }
    setErrors({});
    submit.mutate(toEnterpriseInput(values), {
      onSuccess: () => {
        toast.success(t('survey.success.title'), { description: t('survey.success.text') });
        handleOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const serverFields = Object.keys(error.fieldErrors) as EnterpriseField[];
          if (serverFields.length > 0) {
            showProblems(Object.fromEntries(serverFields.map((f) => [f, 'invalid'])));
          }
        }
        toast.error(t('survey.failed.title'), {
          description: errorMessage(error, t('survey.failed.text')),
        });
      },
    });
  };

  return (
    <LandingDialog
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={handleOpenChange}
      title={t('survey.title')}
      description={t('survey.description')}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <EnterpriseSurveyChoices values={values} onChange={update} />

        <div className="grid gap-4 border-t border-white/5 pt-5 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ field, type, autoComplete, required }) => (
            <TextField
              key={field}
              id={`survey-${field}`}
              label={required ? `${t(`survey.${field}`)} *` : t(`survey.${field}`)}
              optionalLabel={required ? undefined : t('survey.optional')}
              type={type}
              autoComplete={autoComplete}
              aria-required={required || undefined}
              value={values[field]}
              onChange={(event) => update({ [field]: event.target.value })}
              error={errors[field]}
            />
          ))}
        </div>
        <p className="text-xs text-zinc-400">{t('survey.requiredNote')}</p>

        <DialogActions
          actionLabel={t('survey.submit')}
          pendingLabel={t('survey.submitting')}
          pending={submit.isPending}
        />
      </form>
    </LandingDialog>
  );
}
