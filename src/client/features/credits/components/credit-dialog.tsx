import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import { primaryButtonClass, secondaryButtonClass } from './credit-styles';
import { CreditTextField } from './credit-text-field';
import { RolePicker } from './role-picker';

type FieldErrors = Partial<Record<CreditFormField, CreditFieldError>>;
const SERVER_FIELDS: Record<string, CreditFormField> = { role: 'roles' };

interface CreditDialogProps {
  projectId: string;
  /** The credit being edited; null adds a new one. */
  credit: Credit | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or edits a credit: name and roles required, contact details and a description optional. */
export function CreditDialog({ projectId, credit, open, onOpenChange }: CreditDialogProps) {
  const { t } = useTranslation('credits');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-white">
            {credit ? t('form.editTitle') : t('form.addTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('form.description')}
          </Dialog.Description>
          {/* Keyed: each opening starts from the credit's stored values (or a blank form). */}
          <CreditForm
            key={credit?.id ?? 'new'}
            projectId={projectId}
            credit={credit}
            onDone={() => onOpenChange(false)}
          />
          <Dialog.Close
            aria-label={t('common:close')}
            className="absolute right-3 top-3 rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreditForm({
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
        <Dialog.Close className={secondaryButtonClass}>{t('common:cancel')}</Dialog.Close>
        {/* aria-disabled rather than disabled: it stays focusable and can say what is missing. */}
        <button
          type="submit"
          aria-disabled={!complete || busy}
          aria-describedby={complete ? undefined : 'credit-save-hint'}
          className={`${primaryButtonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        >
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {busy ? t('form.saving') : credit ? t('form.saveChanges') : t('form.add')}
        </button>
      </div>
    </form>
  );
}
