import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { formatPercent } from '../lib/split-list';
import { SplitFormField as Field } from './split-form-field';
import { splitFieldId, useSplitForm } from './use-split-form';

interface SplitFormDialogProps {
  projectId: string;
  type: SplitType;
  /** The split to edit; null adds a new one. */
  split: Split | null;
  /** Percent this split may take without going over 100 % (shown as a hint). */
  available: number;
  onClose: () => void;
  /** Where focus goes once the dialog has closed. */
  onCloseAutoFocus: () => void;
}

/** Adds or edits one split; a refusal (also the server's 100 % guard) keeps it open with the values. */
export function SplitFormDialog({
  projectId,
  type,
  split,
  available,
  onClose,
  onCloseAutoFocus,
}: SplitFormDialogProps) {
  const { t } = useTranslation('splits');
  const { values, setField, errors, formError, busy, formRef, handleSubmit } = useSplitForm({
    projectId,
    type,
    split,
    onSaved: onClose,
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-white">
            {split ? t('form.editTitle') : t('form.addTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-zinc-400">
            {t('form.description', { type: t(`types.${type}`) })}
          </Dialog.Description>
          <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
            <Field id={splitFieldId('name')} label={t('form.name')} error={errors.name}>
              {(props) => (
                <input
                  {...props}
                  value={values.name}
                  autoComplete="off"
                  onChange={(e) => setField('name')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={splitFieldId('email')}
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
                  onChange={(e) => setField('email')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={splitFieldId('percentage')}
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
                  onChange={(e) => setField('percentage')(e.target.value)}
                />
              )}
            </Field>
            <Field
              id={splitFieldId('description')}
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
                  onChange={(e) => setField('description')(e.target.value)}
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
