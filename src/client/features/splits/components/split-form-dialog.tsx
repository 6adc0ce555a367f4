import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateSplit, useUpdateSplit } from '../api/splits';
import {
  checkSplitForm,
  EMPTY_SPLIT_FORM,
  formFieldErrors,
  splitFormValues,
  type SplitFormField,
  type SplitFormValues,
} from '../lib/split-form';
import { formatPercent } from '../lib/split-list';
import { SplitFormField as Field, type FieldError } from './split-form-field';

interface SplitFormDialogProps {
  projectId: string;
  type: SplitType;
  /** The split to edit; null adds a new one. */
  split: Split | null;
  /** Percent this split may take without going over 100 % (shown as a hint). */
  available: number;
  onClose: () => void;
}

const FIELDS: readonly SplitFormField[] = ['name', 'email', 'percentage', 'description'];
const fieldId = (field: SplitFormField) => `split-form-${field}`;

/** Adds or edits one split; a refusal (also the server's 100 % guard) keeps it open with the values. */
export function SplitFormDialog({
  projectId,
  type,
  split,
  available,
  onClose,
}: SplitFormDialogProps) {
  const { t } = useTranslation('splits');
  const create = useCreateSplit(projectId);
  const update = useUpdateSplit(projectId);
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<SplitFormValues>(() =>
    split ? splitFormValues(split) : EMPTY_SPLIT_FORM,
  );
  const [errors, setErrors] = useState<Partial<Record<SplitFormField, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const focusFirst = (fields: Partial<Record<SplitFormField, unknown>>) => {
    const first = FIELDS.find((field) => fields[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  };

  const handleFailure = (failure: unknown, fallback: string) => {
    const fields = failure instanceof ApiError ? formFieldErrors(failure.fieldErrors) : {};
    const shown: Partial<Record<SplitFormField, FieldError>> = {};
    for (const field of FIELDS) if (fields[field]) shown[field] = { message: fields[field] };
    setErrors(shown);
    setFormError(Object.keys(shown).length ? null : errorMessage(failure, fallback));
    focusFirst(shown);
    toast.error(errorMessage(failure, fallback));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkSplitForm(values, type);
    if (!check.ok) {
      const shown: Partial<Record<SplitFormField, FieldError>> = {};
      for (const [field, key] of Object.entries(check.errors) as [SplitFormField, string][]) {
        shown[field] = {
          title: key === 'invalidPercentage' ? t('form.invalidPercentageTitle') : undefined,
          message: t(`form.errors.${key}`),
        };
      }
      setErrors(shown);
      setFormError(null);
      focusFirst(shown);
      return;
    }
    setErrors({});
    setFormError(null);
    const { input } = check;
    const done = (message: string) => {
      toast.success(message, {
        description: `${input.name} · ${formatPercent(Number(input.percentage))}`,
      });
      onClose();
    };
    if (split) {
      const { name, email, percentage, description } = input;
      update.mutate(
        { splitId: split.id, input: { name, email, percentage, description } },
        {
          onSuccess: () => done(t('toasts.updated')),
          onError: (failure) => handleFailure(failure, t('toasts.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => done(t('toasts.added')),
        onError: (failure) => handleFailure(failure, t('toasts.addFailed')),
      });
    }
  };

  const set = (field: SplitFormField) => (text: string) =>
    setValues((current) => ({ ...current, [field]: text }));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-white">
            {split ? t('form.editTitle') : t('form.addTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('form.description', { type: t(`types.${type}`) })}
          </Dialog.Description>
          <form ref={form} onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
            <Field id={fieldId('name')} label={t('form.name')} error={errors.name}>
              {(props) => (
                <input
                  {...props}
                  value={values.name}
                  autoComplete="off"
                  onChange={(e) => set('name')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={fieldId('email')}
              label={t('form.email')}
              optionalLabel={t('form.optional')}
              error={errors.email}
            >
              {(props) => (
                <input
                  {...props}
                  type="email"
                  value={values.email}
                  autoComplete="off"
                  onChange={(e) => set('email')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={fieldId('percentage')}
              label={t('form.percentage')}
              error={errors.percentage}
              hint={t('form.percentageHint', { available: formatPercent(available) })}
            >
              {(props) => (
                // Text, not type=number: the check (and its message) is ours, and a comma is allowed.
                <input
                  {...props}
                  inputMode="decimal"
                  value={values.percentage}
                  autoComplete="off"
                  onChange={(e) => set('percentage')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={fieldId('description')}
              label={t('form.notes')}
              optionalLabel={t('form.optional')}
              error={errors.description}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  value={values.description}
                  placeholder={t('form.notesPlaceholder')}
                  onChange={(e) => set('description')(e.target.value)}
                />
              )}
            </Field>
            {formError && (
              <p role="alert" className="text-sm text-red-400">
                {formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close
                disabled={busy}
                className="rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 disabled:opacity-60"
              >
                {t('form.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
              >
                {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                {busy ? t('form.saving') : split ? t('form.save') : t('form.add')}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label={t('common:close')}
            disabled={busy}
            className="absolute right-3 top-3 rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
