import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Download, Pencil, Settings, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButtonClass } from './action-styles';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm ' +
  'text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white';

/** Where the settings page streams the account's data as a ZIP (the settings area's route). */
export const EXPORT_DATA_URL = '/api/settings/export';

interface ProfileActionsMenuProps {
  onEdit: () => void;
  onShare: () => void;
}

/** The profile's actions: Edit Profile, Share Profile, Export Data, Profile Settings. */
export function ProfileActionsMenu({ onEdit, onShare }: ProfileActionsMenuProps) {
  const { t } = useTranslation('profile');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${secondaryButtonClass} data-[state=open]:bg-zinc-800`}>
        {t('actions.button')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-[13rem] rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 shadow-2xl shadow-black/50"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('actions.edit')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onShare}>
            <Share2 className="h-4 w-4" aria-hidden />
            {t('actions.share')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <a href={EXPORT_DATA_URL} download>
              <Download className="h-4 w-4" aria-hidden />
              {t('actions.export')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <Link to="/settings">
              <Settings className="h-4 w-4" aria-hidden />
              {t('actions.settings')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
