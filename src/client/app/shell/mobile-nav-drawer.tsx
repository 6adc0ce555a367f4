import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NewProjectButton } from '../../features/projects/components/new-project-button';
import { NavList } from './nav-list';
import { ShellFooter } from './shell-footer';

export const DRAWER_ID = 'app-nav-drawer';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Small screens: the same navigation in a drawer from the left (a modal dialog). */
export function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          id={DRAWER_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-zinc-800 bg-zinc-950 shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-zinc-800 px-4">
            <Dialog.Title className="flex items-center gap-2.5 text-lg font-bold text-white">
              <img src="/favicon.svg" alt="" className="h-7 w-7" />
              {t('common:appName')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('closeNavigation')}
              className="rounded-lg p-2 text-zinc-400 hover:bg-zinc-800 hover:text-white"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="px-3 pt-4">
            <NewProjectButton variant="nav" onCreated={() => onOpenChange(false)} />
          </div>
          <nav aria-label={t('navigation')} className="flex-1 overflow-y-auto px-3 py-4">
            <NavList onNavigate={() => onOpenChange(false)} />
          </nav>
          <ShellFooter />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
