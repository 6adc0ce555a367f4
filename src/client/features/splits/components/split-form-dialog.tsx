import { useTranslation } from 'react-i18next';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { formatPercent } from '../lib/split-list';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { TextArea, TextField } from '../../../components/ui/text-field';
import { splitFieldErrorText as errorText } from './split-form-field';
import { SplitPersonPickers } from './split-person-pickers';
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
  const { values, setField, links, setLink, errors, formError, busy, formRef, handleSubmit } =
    useSplitForm({
      projectId,
      type,
      split,
      onSaved: onClose,
    });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        width="lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus();
        }}
        title={split ? t('form.editTitle') : t('form.addTitle')}
        description={t('form.description', { type: t(`types.${type}`) })}
        closeLabel={t('common:close')}
        closeDisabled={busy}
      >
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
          <SplitPersonPickers projectId={projectId} links={links} onChange={setLink} />
          <TextField
            id={splitFieldId('name')}
            label={t('form.name')}
            error={errorText(errors.name)}
            value={values.name}
            autoComplete="off"
            onChange={(e) => setField('name')(e.target.value)}
          />
          <TextField
            id={splitFieldId('email')}
            label={t('form.email')}
            optionalLabel={t('form.optional')}
            error={errorText(errors.email)}
            type="email"
            value={values.email}
            autoComplete="off"
            onChange={(e) => setField('email')(e.target.value)}
          />
          {/* Text, not type=number: the check (and its message) is ours, and a comma is allowed. */}
          <TextField
            id={splitFieldId('percentage')}
            label={t('form.percentage')}
            error={errorText(errors.percentage)}
            hint={t('form.percentageHint', { available: formatPercent(available) })}
            inputMode="decimal"
            value={values.percentage}
            autoComplete="off"
            onChange={(e) => setField('percentage')(e.target.value)}
          />
          <TextArea
            id={splitFieldId('description')}
            label={t('form.notes')}
            optionalLabel={t('form.optional')}
            error={errorText(errors.description)}
            rows={3}
            value={values.description}
            placeholder={t('form.notesPlaceholder')}
            onChange={(e) => setField('description')(e.target.value)}
          />
          {formError && (
            <p role="alert" className="text-sm text-red-400">
              {formError}
            </p>
          )}
          <DialogActions
            className="pt-2"
            actionLabel={split ? t('form.save') : t('form.add')}
            pendingLabel={t('form.saving')}
            pending={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
