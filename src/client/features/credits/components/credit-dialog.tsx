import { useTranslation } from 'react-i18next';
import type { Credit } from '../../../../shared/schemas/credits';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { CreditEditor } from './credit-editor';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="xl"
        title={credit ? t('form.editTitle') : t('form.addTitle')}
        description={t('form.description')}
        closeLabel={t('common:close')}
      >
        {/* Keyed: each opening starts from the credit's stored values (or a blank form). */}
        <CreditEditor
          key={credit?.id ?? 'new'}
          projectId={projectId}
          credit={credit}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
