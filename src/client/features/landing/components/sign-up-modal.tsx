import { useState, type FormEvent, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProblemToastEnds } from '../../../hooks/use-problem-toast-ends';
import { toast } from '../../../lib/notify';
import { PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '../../../../shared/constants';
import { useRegister } from '../../auth';
import { errorMessage } from '../../../lib/api-client';
import { validateSignUp, type SignUpField, type SignUpValues } from '../lib/sign-up-validation';
import { TextField } from '../../../components/ui/text-field';
import { DialogActions } from '../../../components/ui/dialog';
import { LandingDialog } from './landing-dialog';
import { Checkbox } from '../../../components/ui/choice';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  artistName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

const FIELD_IDS: Record<SignUpField, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  artistName: 'signup-artist-name',
  email: 'signup-email',
  password: 'signup-password',
};

interface SignUpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Professional plan sign-up (part 1 §2, §5): validates in the spec's order, then registers. */
export function SignUpModal({ open, onOpenChange, returnFocusTo }: SignUpModalProps) {
  const { t } = useTranslation('landing-forms');
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const checked = validateSignUp(values);
  const toldProblem = useProblemToastEnds(checked.kind === 'problem' ? checked.problem : null);

  const set = (field: keyof SignUpValues) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleOpenChange = (next: boolean) => {
    // Closing forgets what was typed, passwords included.
    if (!next) {
      setValues(EMPTY);
      setFieldErrors({});
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.dismiss(); // the previous attempt's message no longer applies
    const result = validateSignUp(values);
    if (result.kind === 'problem') {
      setFieldErrors({});
      toast.error(t(`signUp.problems.${result.problem}.title`), {
        description: t(`signUp.problems.${result.problem}.text`, { min: PASSWORD_MIN_LENGTH }),
      });
      toldProblem(result.problem);
      return;
    }
    if (result.kind === 'fields') {
      const errors: Partial<Record<SignUpField, string>> = {};
      for (const [field, kind] of Object.entries(result.fieldErrors)) {
        errors[field as SignUpField] = t(`signUp.fieldErrors.${kind}`);
      }
      setFieldErrors(errors);
      const first = Object.keys(result.fieldErrors)[0] as SignUpField | undefined;
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setFieldErrors({});
    register.mutate(result.payload, {
      onSuccess: () => {
        toast.success(t('signUp.success.title'), {
          description: t('signUp.success.text', { days: TRIAL_DAYS }),
        });
        handleOpenChange(false);
        // Every new account goes through onboarding first (it leads on to /home).
        void navigate('/onboarding');
      },
      onError: (error) => {
        toast.error(t('signUp.failed.title'), {
          description: errorMessage(error, t('signUp.failed.text')),
        });
      },
    });
  };

  const field = (name: SignUpField, type: string, autoComplete: string, optional = false) => (
    <TextField
      id={FIELD_IDS[name]}
      label={t(`signUp.fields.${name}`)}
      optionalLabel={optional ? t('signUp.optional') : undefined}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={fieldErrors[name]}
    />
  );

  return (
    <LandingDialog
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={handleOpenChange}
      title={t('signUp.title')}
      description={t('signUp.description', { days: TRIAL_DAYS })}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', 'text', 'given-name')}
          {field('lastName', 'text', 'family-name')}
        </div>
        {field('artistName', 'text', 'nickname', true)}
        {field('email', 'email', 'email')}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('password', 'password', 'new-password')}
          <TextField
            id="signup-confirm-password"
            label={t('signUp.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword')(event.target.value)}
          />
        </div>
        <p className="text-xs text-zinc-400">
          {t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        </p>

        <div className="flex items-start gap-3">
          <Checkbox
            id="signup-terms"
            checked={values.acceptedTerms}
            onChange={(event) => set('acceptedTerms')(event.target.checked)}
            className="mt-0.5 rounded"
          />
          <label htmlFor="signup-terms" className="text-sm text-zinc-300">
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: (
                  <Link
                    to="/terms"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-400 underline-offset-2 hover:underline"
                  />
                ),
              }}
            />
          </label>
        </div>

        <DialogActions
          className="pt-2"
          actionLabel={t('signUp.submit')}
          pendingLabel={t('signUp.submitting')}
          pending={register.isPending}
        />

        <p className="text-center text-sm text-zinc-400">
          {t('signUp.haveAccount')}{' '}
          <Link to="/auth?mode=login" className="font-medium text-brand-400 hover:underline">
            {t('signUp.signIn')}
          </Link>
        </p>
      </form>
    </LandingDialog>
  );
}
