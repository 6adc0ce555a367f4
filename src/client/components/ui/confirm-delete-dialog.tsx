import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Not called while the delete is running: the dialog stays until it has an answer. */
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  /** A second line naming exactly what goes (optional). */
  detail?: ReactNode;
  labels: { cancel: string; confirm: string; pending: string };
  pending: boolean;
  onConfirm: () => void;
  /** Where focus goes on close, when the opener is gone (Radix returns it to the trigger). */
  onCloseAutoFocus?: () => void;
}

/** The app's "delete this?" alert dialog: a destructive action always asks first. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  body,
  detail,
  labels,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={
            onCloseAutoFocus &&
            ((event) => {
              event.preventDefault();
              onCloseAutoFocus();
            })
          }
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-300 [overflow-wrap:anywhere]">
            {body}
          </Dialog.Description>
          {detail && (
            <p className="mt-2 text-sm text-zinc-400 [overflow-wrap:anywhere]">{detail}</p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close
              disabled={pending}
              className="rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 disabled:opacity-60"
            >
              {labels.cancel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500 disabled:opacity-60"
            >
              {pending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Trash2 className="h-4 w-4" aria-hidden />
              )}
              {pending ? labels.pending : labels.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
