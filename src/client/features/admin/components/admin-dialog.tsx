import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** While a request runs the dialog stays open until it has an answer. */
  pending?: boolean;
  children: ReactNode;
}

/** The console's modal dialog: title, one line of description, a form. */
export function AdminDialog(props: AdminDialogProps) {
  const { open, onOpenChange, pending = false } = props;
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        width="md"
        title={props.title}
        description={props.description}
        closeLabel={t('common:close')}
        closeDisabled={pending}
      >
        <div className="mt-5">{props.children}</div>
      </DialogContent>
    </Dialog>
  );
}
