import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { iconButtonClass } from './styles';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  /** While a request runs the dialog stays open until it has an answer. */
  pending?: boolean;
  children: ReactNode;
}

/** The console's modal dialog: title, one line of description, a form. */
export function AdminDialog(props: AdminDialogProps) {
  const { open, onOpenChange, pending = false } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-white">{props.title}</Dialog.Title>
            <Dialog.Close
              className={iconButtonClass}
              aria-label={props.closeLabel}
              disabled={pending}
            >
              <X className="h-4 w-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-zinc-400">
            {props.description}
          </Dialog.Description>
          <div className="mt-5">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
