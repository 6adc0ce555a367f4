import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NewProjectButton } from '../../features/projects/components/new-project-button';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogOverlay,
  DialogPanel,
  DialogPortal,
  DialogTitle,
} from '../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className="z-40 lg:hidden" />
        <DialogPanel
          id={DRAWER_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-zinc-800 bg-zinc-950 shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-zinc-800 px-4">
            <DialogTitle className="flex items-center gap-2.5 text-lg font-bold text-white">
              <img src="/favicon.svg" alt="" className="h-7 w-7" />
              {t('common:appName')}
            </DialogTitle>
            <DialogClose asChild>
              <Button variant="ghost" size="icon" aria-label={t('closeNavigation')}>
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </DialogClose>
          </div>
          <div className="px-3 pt-4">
            <NewProjectButton variant="nav" onCreated={() => onOpenChange(false)} />
          </div>
          <nav aria-label={t('navigation')} className="flex-1 overflow-y-auto px-3 py-4">
            <NavList onNavigate={() => onOpenChange(false)} />
          </nav>
          <ShellFooter />
        </DialogPanel>
      </DialogPortal>
    </Dialog>
  );
}
