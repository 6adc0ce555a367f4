import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** Not called while the action is running: the dialog stays until it has an answer. */
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  /** A second line naming exactly what goes (optional). */
  detail?: ReactNode;
  /** Cancel reads the common "Cancel" unless told otherwise. */
  labels: { cancel?: string; confirm: string; pending: string };
  pending: boolean;
  onConfirm: () => void;
  /** Red for what cannot be undone (the default); primary for a plain confirmation. */
  variant?: 'danger' | 'primary';
  /** Shown on the confirm button while idle (e.g. a bin for a delete). */
  icon?: LucideIcon;
  /** Where focus goes on close, when the opener is gone (Radix returns it to the trigger). */
  onCloseAutoFocus?: () => void;
}

/** The app's "are you sure?" alert dialog: a step that cannot be undone always asks first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  detail,
  labels,
  pending,
  onConfirm,
  variant = 'danger',
  icon,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        role="alertdialog"
        title={title}
        description={body}
        onCloseAutoFocus={
          onCloseAutoFocus &&
          ((event) => {
            event.preventDefault();
            onCloseAutoFocus();
          })
        }
      >
        {detail && <p className="mt-2 text-sm text-zinc-400 [overflow-wrap:anywhere]">{detail}</p>}
        <DialogActions
          className="mt-6"
          cancelLabel={labels.cancel}
          actionLabel={labels.confirm}
          pendingLabel={labels.pending}
          pending={pending}
          actionIcon={icon}
          actionVariant={variant}
          onAction={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
