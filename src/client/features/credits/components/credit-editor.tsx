import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Credit } from '../../../../shared/schemas/credits';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateCredit, useUpdateCredit } from '../api/credits';
import {
  creditFormComplete,
  creditFormFromCredit,
  EMPTY_CREDIT_FORM,
  validateCreditForm,
  type CreditFieldError,
  type CreditFormField,
  type CreditFormValues,
} from '../lib/credit-form';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { CreditTextField } from './credit-text-field';
import { RolePicker } from './role-picker';

type FieldErrors = Partial<Record<CreditFormField, CreditFieldError>>;
/** The server names the roles field `role`; the form calls its list `roles`. */
const SERVER_FIELDS: Record<string, CreditFormField> = { role: 'roles' };

/**
 * The credit dialog's form: validates with the shared schema, says what is missing, and
 * creates or updates the credit (toasts Credit Added / Credit Updated, or the failure).
 */
export function CreditEditor({
  projectId,
  credit,
  onDone,
}: {
  projectId: string;
  credit: Credit | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('credits');
  const create = useCreateCredit(projectId);
  const update = useUpdateCredit(projectId);
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<CreditFormValues>(() =>
    credit ? creditFormFromCredit(credit) : EMPTY_CREDIT_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const complete = creditFormComplete(values);

  const set = <K extends CreditFormField>(field: K, value: CreditFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };
  const errorText = (field: CreditFormField) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.code === 'other' ? error.message : t(`form.errors.${error.code}`);
  };

  const handleFailure = (failure: Error, fallback: string) => {
    if (failure instanceof ApiError) {
      const fromServer: FieldErrors = {};
      for (const [key, message] of Object.entries(failure.fieldErrors)) {
        const field = SERVER_FIELDS[key] ?? (key as CreditFormField);
        fromServer[field] = { code: 'other', message };
      }
      setErrors(fromServer);
    }
    toast.error(errorMessage(failure, fallback));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateCreditForm(values);
    if (!complete || !checked.ok) {
      if (!checked.ok) setErrors(checked.errors);
      if (!complete) {
        toast.error(t('form.missingTitle'), { description: t('form.missingBody') });
      }
      return;
    }
    const { projectId: _fromPath, ...input } = checked.input;
    if (credit) {
      update.mutate(
        { id: credit.id, changes: input },
        {
          onSuccess: () => {
            toast.success(t('toasts.updated'), { description: input.name });
            onDone();
          },
          onError: (failure) => handleFailure(failure, t('toasts.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(t('toasts.added'), { description: input.name });
          onDone();
        },
        onError: (failure) => handleFailure(failure, t('toasts.addFailed')),
      });
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
      <CreditTextField
        field="name"
        required
        value={values.name}
        onChange={(value) => set('name', value)}
        error={errorText('name')}
      />
      <RolePicker
        roles={values.roles}
        onChange={(roles) => set('roles', roles)}
        error={errorText('roles')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['email', 'website'] as const).map((field) => (
          <CreditTextField
            key={field}
            field={field}
            value={values[field]}
            onChange={(value) => set(field, value)}
            error={errorText(field)}
          />
        ))}
      </div>
      {(['social', 'description'] as const).map((field) => (
        <CreditTextField
          key={field}
          field={field}
          value={values[field]}
          onChange={(value) => set(field, value)}
          error={errorText(field)}
        />
      ))}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center sm:justify-end">
        {!complete && (
          <p id="credit-save-hint" className="text-xs text-zinc-400 sm:mr-auto">
            {t('form.requirement')}
          </p>
        )}
        <DialogClose asChild>
          <Button variant="secondary">{t('common:cancel')}</Button>
        </DialogClose>
        {/* aria-disabled rather than disabled: it stays focusable and can say what is missing. */}
        <Button
          type="submit"
          busy={busy}
          aria-disabled={!complete || busy}
          aria-describedby={complete ? undefined : 'credit-save-hint'}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {busy ? t('form.saving') : credit ? t('form.saveChanges') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
