import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '../../../../shared/schemas/credits';
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
          <CreditEditor
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
