import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from './icon-button-class';

/** The bell. Notifications arrive in a later issue; until then it opens an honest empty state. */
export function NotificationsButton() {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('notifications.button')}
        title={t('notifications.button')}
        className={iconButtonClass}
      >
        <Bell className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-80 rounded-xl border border-zinc-800 bg-zinc-900 p-2 shadow-2xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold text-zinc-100">
            {t('notifications.title')}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          <div className="flex flex-col items-center px-4 py-8 text-center">
            <BellOff className="mb-3 h-8 w-8 text-zinc-400" aria-hidden />
            <p className="text-sm font-medium text-zinc-200">{t('notifications.empty')}</p>
            <p className="mt-1 text-xs text-zinc-400">{t('notifications.emptyBody')}</p>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
