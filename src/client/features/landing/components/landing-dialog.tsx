import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogOverlay,
  DialogPanel,
  DialogPortal,
  DialogTitle,
} from '../../../components/ui/dialog';

interface LandingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /**
   * Where focus goes back on close: the button that opened the dialog. These dialogs load on
   * demand and have no Radix trigger, so Radix alone would send focus to <body>.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Modal frame for the landing forms: overlay, title, description, close button, scrolling body. */
export function LandingDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocusTo,
}: LandingDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className="z-[70] transition-opacity duration-200 starting:opacity-0" />
        <DialogPanel
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-[70] max-h-[92svh] overflow-y-auto rounded-t-3xl border border-white/10 bg-zinc-900 p-6 shadow-2xl shadow-black/60 transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="text-xl font-semibold text-white sm:text-2xl">
                {title}
              </DialogTitle>
              <DialogDescription className="mt-1.5 text-sm text-zinc-400">
                {description}
              </DialogDescription>
            </div>
            <DialogClose
              aria-label={t('close')}
              className="-mt-1 -mr-2 rounded-lg p-2 text-zinc-400 transition hover:bg-white/5 hover:text-white"
            >
              <X aria-hidden className="h-5 w-5" />
            </DialogClose>
          </div>
          <div className="mt-6">{children}</div>
        </DialogPanel>
      </DialogPortal>
    </Dialog>
  );
}
